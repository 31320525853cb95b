import { checkDkim, checkMx, checkSpf, dkimRecordProblem, isTransientLookupError, Lookup, MxRecord, parseTagList, TxtRecord, verifyDomainRecords } from './dns-verification';

const MAIL_HOST = 'mx.agents.example';
const DOMAIN = 'example.com';
// A realistic p= value (a 2048-bit SPKI is 392 base64 characters).
const KEY = `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${'x7Yq/3+Zk'.repeat(38)}QIDAQAB`;

const mx = (...records: [number, string][]): Lookup<MxRecord> => ({ records: records.map(([priority, exchange]) => ({ priority, exchange })) });
const txt = (...records: (string | string[])[]): Lookup<TxtRecord> => ({ records: records.map((r) => (Array.isArray(r) ? r : [r])) });
const failed = (code: string) => ({ error: code });
const chunk255 = (text: string) => text.match(/[\s\S]{1,255}/g)!;

describe('checkMx', () => {
  it.each<[string, Lookup<MxRecord>]>([
    ['the only MX is the mail host', mx([10, MAIL_HOST])],
    ['a trailing dot', mx([10, `${MAIL_HOST}.`])],
    ['upper case', mx([10, MAIL_HOST.toUpperCase()])],
    ['among several MX, at a lower preference', mx([5, 'aspmx.l.google.com'], [20, MAIL_HOST])],
    ['any priority', mx([0, MAIL_HOST])],
  ])('is verified with %s', (_, lookup) => {
    const check = checkMx(DOMAIN, MAIL_HOST, lookup);
    expect(check.ok).toBe(true);
    expect(check.problem).toBeUndefined();
    expect(check.name).toBe(DOMAIN);
    expect(check.expected).toBe(`10 ${MAIL_HOST}`);
  });

  it.each<[string, Lookup<MxRecord>, RegExp]>([
    ['no MX records', mx(), /no MX records/],
    ['another provider only', mx([10, 'mx1.mail.example.net']), /no MX record points to mx\.agents\.example/],
    ['a look-alike host', mx([10, `${MAIL_HOST}.evil.test`]), /no MX record points/],
    ['a sub-host of the mail host', mx([10, `a.${MAIL_HOST}`]), /no MX record points/],
    ['a null MX (RFC 7505)', mx([0, '']), /no MX record points/],
    ['NXDOMAIN', failed('ENOTFOUND'), /does not exist/],
    ['a time-out', failed('ETIMEOUT'), /timed out/],
    ['SERVFAIL', failed('ESERVFAIL'), /SERVFAIL/],
    ['refused', failed('EREFUSED'), /refused/],
    ['an unknown resolver error', failed('EBADRESP'), /EBADRESP/],
  ])('is not verified with %s', (_, lookup, problem) => {
    const check = checkMx(DOMAIN, MAIL_HOST, lookup);
    expect(check.ok).toBe(false);
    expect(check.problem).toMatch(problem);
  });

  it('lists what it found by preference, normalised', () => {
    expect(checkMx(DOMAIN, MAIL_HOST, mx([20, 'B.Example.NET.'], [10, 'a.example.net'], [0, '.'])).found).toEqual(['0 .', '10 a.example.net', '20 b.example.net']);
  });
});

describe('checkSpf', () => {
  it.each<[string, Lookup<TxtRecord>]>([
    ['the recommended record', txt(`v=spf1 include:${MAIL_HOST} ~all`)],
    ['a hard fail all', txt(`v=spf1 include:${MAIL_HOST} -all`)],
    ['other includes first', txt(`v=spf1 include:_spf.google.com ip4:192.0.2.0/24 include:${MAIL_HOST} ~all`)],
    ['a + qualifier', txt(`v=spf1 +include:${MAIL_HOST} ~all`)],
    ['upper-case version and host', txt(`V=SPF1 INCLUDE:${MAIL_HOST.toUpperCase()} ~ALL`)],
    ['a trailing dot on the included host', txt(`v=spf1 include:${MAIL_HOST}. ~all`)],
    ['no all mechanism', txt(`v=spf1 include:${MAIL_HOST}`)],
    ['extra spaces between terms', txt(`v=spf1   include:${MAIL_HOST}   ~all  `)],
    ['a redirect modifier after the include', txt(`v=spf1 include:${MAIL_HOST} redirect=_spf.example.com`)],
    ['the record split across character-strings', txt(['v=spf1 include:mx.ag', `ents.example ~all`])],
    ['a long record split at 255 bytes', txt(chunk255(`v=spf1 ${Array.from({ length: 30 }, (_, i) => `ip4:198.51.100.${i}`).join(' ')} include:${MAIL_HOST} ~all`))],
    ['unrelated TXT records beside it', txt('google-site-verification=abc123', `v=spf1 include:${MAIL_HOST} ~all`, 'MS=ms12345')],
    ['a TXT that only mentions spf', txt('v=spf10 something', `v=spf1 include:${MAIL_HOST} ~all`)],
  ])('is verified with %s', (_, lookup) => {
    const check = checkSpf(DOMAIN, MAIL_HOST, lookup);
    expect(check.problem).toBeUndefined();
    expect(check.ok).toBe(true);
    expect(check.expected).toBe(`v=spf1 include:${MAIL_HOST} ~all`);
  });

  it.each<[string, Lookup<TxtRecord>, RegExp]>([
    ['no TXT records', txt(), /no SPF record/],
    ['only unrelated TXT records', txt('google-site-verification=abc'), /no SPF record/],
    ['v=spf1 -all', txt('v=spf1 -all'), /does not contain include:mx\.agents\.example/],
    ['another provider only', txt('v=spf1 include:_spf.google.com ~all'), /does not contain/],
    ['the include after all (never evaluated)', txt(`v=spf1 -all include:${MAIL_HOST}`), /before its "all"/],
    ['a fail-qualified include', txt(`v=spf1 -include:${MAIL_HOST} ~all`), /does not contain/],
    ['a softfail-qualified include', txt(`v=spf1 ~include:${MAIL_HOST} ~all`), /does not contain/],
    ['a neutral-qualified include', txt(`v=spf1 ?include:${MAIL_HOST} ~all`), /does not contain/],
    ['mx instead of the include', txt('v=spf1 mx ~all'), /does not contain/],
    ['a:<mail host> instead of the include', txt(`v=spf1 a:${MAIL_HOST} ~all`), /does not contain/],
    ['a look-alike include', txt(`v=spf1 include:${MAIL_HOST}.evil.test ~all`), /does not contain/],
    ['a redirect to the mail host (not an include)', txt(`v=spf1 redirect=${MAIL_HOST}`), /does not contain/],
    ['two SPF records', txt(`v=spf1 include:${MAIL_HOST} ~all`, 'v=spf1 include:_spf.google.com ~all'), /several SPF records/],
    ['two identical SPF records', txt(`v=spf1 include:${MAIL_HOST} ~all`, `v=spf1 include:${MAIL_HOST} ~all`), /several SPF records/],
    ['a leading space before v=spf1', txt(` v=spf1 include:${MAIL_HOST} ~all`), /no SPF record/],
    ['chunks that only join wrongly with a space', txt(['v=spf1 include:mx.agents', '.example ~all'].map((c, i) => (i ? ` ${c}` : c))), /does not contain/],
    ['NXDOMAIN', failed('ENOTFOUND'), /NXDOMAIN/],
    ['a time-out', failed('ETIMEOUT'), /timed out/],
  ])('is not verified with %s', (_, lookup, problem) => {
    const check = checkSpf(DOMAIN, MAIL_HOST, lookup);
    expect(check.ok).toBe(false);
    expect(check.problem).toMatch(problem);
  });

  it('shows the SPF records it found, chunks joined', () => {
    expect(checkSpf(DOMAIN, MAIL_HOST, txt(['v=spf1 ', '-all'], 'other')).found).toEqual(['v=spf1 -all']);
  });
});

describe('parseTagList', () => {
  it('reads tags with whitespace around names and values, and a trailing semicolon', () => {
    expect(Object.fromEntries(parseTagList(' v=DKIM1 ;k = rsa;\tp=AB CD ; ')!)).toEqual({ v: 'DKIM1', k: 'rsa', p: 'AB CD' });
  });

  it('refuses text that is not a tag list, and duplicate tags', () => {
    expect(parseTagList('hello world')).toBeNull();
    expect(parseTagList('v=DKIM1; p=A; p=B')).toBeNull();
    expect(parseTagList('1v=DKIM1')).toBeNull();
  });

  it('keeps = signs inside values (base64 padding)', () => {
    expect(parseTagList('p=QUJD==')!.get('p')).toBe('QUJD==');
  });
});

describe('dkimRecordProblem', () => {
  it.each([
    ['the recommended record', `v=DKIM1; k=rsa; p=${KEY}`],
    ['no v= (optional)', `k=rsa; p=${KEY}`],
    ['no k= (rsa is the default)', `v=DKIM1; p=${KEY}`],
    ['only p=', `p=${KEY}`],
    ['K=RSA in upper case', `v=DKIM1; k=RSA; p=${KEY}`],
    ['spaces inside p=', `v=DKIM1; k=rsa; p=${KEY.slice(0, 100)} ${KEY.slice(100, 200)}   ${KEY.slice(200)}`],
    ['newlines and tabs inside p=', `v=DKIM1; k=rsa; p=${KEY.slice(0, 64)}\n\t${KEY.slice(64, 128)}\r\n ${KEY.slice(128)}`],
    ['h=sha256', `v=DKIM1; h=sha256; k=rsa; p=${KEY}`],
    ['h=sha1:sha256', `v=DKIM1; h=sha1:sha256; p=${KEY}`],
    ['s=email', `v=DKIM1; s=email; p=${KEY}`],
    ['s=*', `v=DKIM1; s=*; p=${KEY}`],
    ['t=y (testing) and notes', `v=DKIM1; t=y; n=our key; p=${KEY}`],
    ['p= not last', `v=DKIM1; p=${KEY}; k=rsa`],
  ])('accepts %s', (_, text) => {
    expect(dkimRecordProblem(text, KEY)).toBeNull();
  });

  it.each([
    ['a different key', `v=DKIM1; k=rsa; p=${KEY.replace('x7Yq', 'x7Yr')}`, /not the public key/],
    ['a truncated key (only the first 255-byte chunk published)', `v=DKIM1; k=rsa; p=${KEY.slice(0, 240)}`, /not the public key/],
    ['an empty p= (revoked)', 'v=DKIM1; k=rsa; p=', /revoked/],
    ['no p=', 'v=DKIM1; k=rsa', /no p= tag/],
    ['k=ed25519', `v=DKIM1; k=ed25519; p=${KEY}`, /k= must be rsa/],
    ['v=DKIM2', `v=DKIM2; p=${KEY}`, /v= must be DKIM1/],
    ['v= not first', `k=rsa; v=DKIM1; p=${KEY}`, /come first/],
    ['lower-case v=dkim1', `v=dkim1; p=${KEY}`, /v= must be DKIM1/],
    ['h=sha1 only', `v=DKIM1; h=sha1; p=${KEY}`, /h= must include sha256/],
    ['s= for another service', `v=DKIM1; s=tlsrpt; p=${KEY}`, /s= must include email/],
    ['not a tag list', 'this is not dkim', /tag=value/],
    ['the SPF record by mistake', 'v=spf1 include:mx ~all', /v= must be DKIM1/],
  ])('refuses %s', (_, text, problem) => {
    expect(dkimRecordProblem(text, KEY)).toMatch(problem);
  });
});

describe('checkDkim', () => {
  const record = `v=DKIM1; k=rsa; p=${KEY}`;

  it('is verified when the one record at the selector name carries the key', () => {
    const check = checkDkim(DOMAIN, 'agentmail', KEY, txt(record));
    expect(check).toEqual({ ok: true, name: 'agentmail._domainkey.example.com', expected: record, found: [record] });
  });

  it('joins a record split into 255-byte character-strings before reading it', () => {
    const chunks = chunk255(record);
    expect(chunks.length).toBeGreaterThan(1);
    expect(checkDkim(DOMAIN, 'agentmail', KEY, txt(chunks)).ok).toBe(true);
  });

  it('accepts chunks cut in the middle of p= with whitespace at the cut', () => {
    expect(checkDkim(DOMAIN, 'agentmail', KEY, txt([`v=DKIM1; k=rsa; p=${KEY.slice(0, 200)} `, ` ${KEY.slice(200)}`])).ok).toBe(true);
  });

  it.each<[string, Lookup<TxtRecord>, RegExp]>([
    ['nothing at the name', txt(), /no TXT record/],
    ['two records, one right', txt(record, `v=DKIM1; k=rsa; p=${KEY.slice(1)}`), /2 TXT records at this name \(one is right\)/],
    ['two wrong records', txt('v=DKIM1; p=AAAA', 'v=DKIM1; p=BBBB'), /2 TXT records at this name;/],
    ['the wrong key', txt('v=DKIM1; k=rsa; p=MIIBIjANBgkq'), /not the public key/],
    ['NXDOMAIN (record not published yet)', failed('ENOTFOUND'), /does not exist/],
    ['DNS down', failed('ECONNREFUSED'), /no DNS server could be reached/],
  ])('is not verified with %s', (_, lookup, problem) => {
    const check = checkDkim(DOMAIN, 'agentmail', KEY, lookup);
    expect(check.ok).toBe(false);
    expect(check.problem).toMatch(problem);
  });
});

describe('verifyDomainRecords', () => {
  const good = {
    domain: DOMAIN,
    mailHost: MAIL_HOST,
    selector: 'agentmail',
    publicKey: KEY,
    mx: mx([10, MAIL_HOST]),
    apexTxt: txt(`v=spf1 include:${MAIL_HOST} ~all`),
    dkimTxt: txt(`v=DKIM1; k=rsa; p=${KEY}`),
  };

  it('is verified only when MX, SPF and DKIM all are', () => {
    expect(verifyDomainRecords(good).verified).toBe(true);
    expect(verifyDomainRecords({ ...good, mx: mx() }).verified).toBe(false);
    expect(verifyDomainRecords({ ...good, apexTxt: txt('v=spf1 -all') }).verified).toBe(false);
    expect(verifyDomainRecords({ ...good, dkimTxt: failed('ENOTFOUND') }).verified).toBe(false);
  });

  it('reports each check independently', () => {
    const result = verifyDomainRecords({ ...good, apexTxt: failed('ETIMEOUT') });
    expect([result.mx.ok, result.spf.ok, result.dkim.ok]).toEqual([true, false, true]);
  });
});

describe('isTransientLookupError', () => {
  it('treats NXDOMAIN as an answer and resolver or network failures as transient', () => {
    expect(isTransientLookupError('ENOTFOUND')).toBe(false);
    for (const code of ['ETIMEOUT', 'ESERVFAIL', 'EREFUSED', 'ECONNREFUSED', 'EBADRESP']) expect(isTransientLookupError(code)).toBe(true);
  });
});
