import base64, quopri, json, os, sys, hashlib
from email.header import Header

OUT = sys.argv[1]
os.makedirs(OUT, exist_ok=True)

def enc_body(text, charset, cte):
    raw = text.replace('\r\n', '\n').replace('\n', '\r\n').encode(charset)
    if cte == 'base64':
        b = base64.encodebytes(raw).decode('ascii').replace('\n', '\r\n')
        return b
    if cte == 'quoted-printable':
        return quopri.encodestring(raw).decode('ascii').replace('\r\n', '\n').replace('\n', '\r\n')
    return raw.decode(charset) if cte != '8bit' else raw

def part(ctype, charset, cte, text):
    head = f'Content-Type: {ctype}; charset="{charset}"\r\nContent-Transfer-Encoding: {cte}\r\n\r\n'
    body = enc_body(text, charset, cte)
    if isinstance(body, bytes):
        return head.encode('ascii') + body
    return (head + body).encode('ascii' if cte in ('base64', 'quoted-printable') else charset)

def build(name, sender, subject, text=None, html=None, charset='utf-8', cte='quoted-printable', subject_charset='utf-8', date='Tue, 24 Nov 2026 09:14:07 +0000', to='agent.inbox@agents.example'):
    h = []
    name_, addr_ = sender.rsplit(' <', 1)
    try:
        name_.encode('ascii'); fromh = sender
    except UnicodeEncodeError:
        fromh = Header(name_, 'utf-8').encode() + ' <' + addr_
    h.append(f'From: {fromh}')
    h.append(f'To: {to}')
    try:
        subject.encode('ascii'); subj = subject
    except UnicodeEncodeError:
        subj = Header(subject, subject_charset).encode()
    h.append(f'Subject: {subj}')
    h.append(f'Date: {date}')
    mid = hashlib.sha1((name + subject).encode()).hexdigest()[:20]
    h.append(f'Message-ID: <{mid}@{sender.split("@")[-1].rstrip(">")}>')
    h.append('MIME-Version: 1.0')
    parts = []
    if text is not None: parts.append(part('text/plain', charset, cte, text))
    if html is not None: parts.append(part('text/html', charset, cte, html))
    if len(parts) == 1:
        body = parts[0]
        out = ('\r\n'.join(h) + '\r\n').encode('ascii') + body
    else:
        b = '=_b_' + mid
        h.append(f'Content-Type: multipart/alternative; boundary="{b}"')
        out = ('\r\n'.join(h) + '\r\n\r\n').encode('ascii')
        for p in parts:
            out += f'--{b}\r\n'.encode('ascii') + p + b'\r\n'
        out += f'--{b}--\r\n'.encode('ascii')
    with open(os.path.join(OUT, name), 'wb') as f:
        f.write(out)
