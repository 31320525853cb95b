import { contentDisposition } from './binary-replies';

describe('contentDisposition', () => {
  it.each([
    ['invoice.pdf', `attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`],
    ['résumé.pdf', `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`],
    ['my file (1).txt', `attachment; filename="my file (1).txt"; filename*=UTF-8''my%20file%20%281%29.txt`],
    ['a"b\\c.txt', `attachment; filename="a_b_c.txt"; filename*=UTF-8''a_b_c.txt`],
    ['../../etc/passwd', `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`],
    ['line\r\nInjected: yes', `attachment; filename="line__Injected: yes"; filename*=UTF-8''line__Injected%3A%20yes`],
    ['日本語.txt', `attachment; filename="___.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.txt`],
  ])('encodes %j safely', (name, expected) => {
    expect(contentDisposition(name, 'attachment')).toBe(expected);
  });

  it('falls back when the name is missing or blank', () => {
    expect(contentDisposition(null, 'x.eml')).toBe(`attachment; filename="x.eml"; filename*=UTF-8''x.eml`);
    expect(contentDisposition('  ', 'attachment')).toBe(`attachment; filename="attachment"; filename*=UTF-8''attachment`);
  });
});
