import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('Content-Disposition', () => {
  it.each([
    ['report.pdf', `filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ['Spring Campaign.zip', `filename="Spring Campaign.zip"; filename*=UTF-8''Spring%20Campaign.zip`],
    ['Campagne été.psd', `filename="Campagne ete.psd"; filename*=UTF-8''Campagne%20%C3%A9t%C3%A9.psd`],
    ['日本.pdf', `filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`],
    ['a"b\r\nc.txt', `filename="a_b__c.txt"; filename*=UTF-8''a_b__c.txt`],
    ['../../etc/passwd', `filename="_.._etc_passwd"; filename*=UTF-8''_.._etc_passwd`],
    ['C:\\fakepath\\x.html', `filename="C__fakepath_x.html"; filename*=UTF-8''C__fakepath_x.html`],
    ['100% (final)*.xlsx', `filename="100_ (final)_.xlsx"; filename*=UTF-8''100%25%20%28final%29_.xlsx`],
    ["it's; here=1.pdf", `filename="it's; here=1.pdf"; filename*=UTF-8''it%27s%3B%20here%3D1.pdf`],
    ['invoice\u202Efdp.exe', `filename="invoice_fdp.exe"; filename*=UTF-8''invoice_fdp.exe`],
    ['lone\ud800.txt', `filename="lone_.txt"; filename*=UTF-8''lone_.txt`],
    ['', `filename="file"; filename*=UTF-8''file`],
  ])('names %j safely', (name, parameters) => {
    expect(contentDisposition('attachment', name)).toBe(`attachment; ${parameters}`);
  });

  it('is always one line of visible ASCII with one quoted name', () => {
    for (const name of ['\u0000\u0001\u007f', 'x\n\rSet-Cookie: a=b', '"""', '\\\\server\\share', '😀.png']) {
      const header = contentDisposition('inline', name);
      expect(header).toMatch(
        /^inline; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
      );
    }
  });
});
