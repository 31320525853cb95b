/**
 * Links and notices (issue 12, part 3, helper t2-links): the general signals behind the link and
 * "spent code" misses of codes-fresh2-heldout and of codes-links-2, with counter-examples.
 */
import { CodeSource, extractVerificationCode } from './extract-verification-code';

const codeOf = (source: CodeSource): string | null => extractVerificationCode(source)?.code ?? null;

describe('links and notices', () => {
  describe('notices of something already done: "if this was you, there is nothing to do" (t2-links)', () => {
    it.each<[string, CodeSource]>([
      ['en, the code reported as entered, subject says it was used', { subject: 'Your verification code was just used', html: '<p>The verification code <b>552 081</b> was entered successfully at 05:30 UTC to sign in from Safari.</p><p>If this was you, there\'s nothing else to do. If it wasn\'t you, <a href="https://app.example.com/settings/security/password">reset your password</a>.</p>' }],
      ['zh, a sign-in completed with an SMS code', { subject: '账户登录提醒：新设备登录', text: '您的账户于 2026年11月24日 21:16 在新设备上通过短信验证码 604182 完成登录。\n如果是您本人操作，请忽略本邮件。\n如非本人操作，请立即登录 https://safe.example.cn/freeze 冻结账户。' }],
      ['vi, "code used" as a label', { subject: 'Cảnh báo đăng nhập trên thiết bị mới', text: 'Tài khoản của bạn vừa được đăng nhập\nThiết bị: iPhone 15 Pro\nMã xác thực đã sử dụng: 558102\nNếu đây là bạn, bạn không cần làm gì thêm.\nNếu không phải bạn, hãy đổi mật khẩu ngay tại https://id.example.vn/bao-mat' }],
      ['de', { subject: 'Neue Anmeldung bei Kontor', text: 'Sie haben sich am 24.11.2026 um 21:16 mit dem Sicherheitscode 731904 angemeldet.\nWenn Sie das waren, müssen Sie nichts weiter tun.\nFalls nicht, ändern Sie Ihr Passwort: https://kontor.example.de/passwort/zuruecksetzen' }],
      ['fr', { subject: 'Nouvelle connexion à votre compte', text: 'Code utilisé : 448120\nAppareil : Firefox sur Windows\nSi c\'était bien vous, vous pouvez ignorer cet e-mail.' }],
      ['es', { subject: 'Inicio de sesión nuevo', text: 'Se inició sesión en tu cuenta con el código 330917 desde un Android.\nSi fuiste tú, no tienes que hacer nada.' }],
      ['ja', { subject: '新しい端末からのログイン', text: '認証コード 604511 を使用してログインしました。\nご本人による操作の場合、このメールは破棄してください。' }],
      ['password changed, a reset link with a token as the way out (en)', { subject: 'Your password was changed', html: '<p>Your password was changed on 24 Nov 2026.</p><p>If this was you, you can safely ignore this email.</p><p>If not, <a href="https://id.example.com/password/reset?token=Qx8Lm2Kz9RwT4vPb">reset your password</a> right away.</p>' }],
      ['password changed (ru)', { subject: 'Пароль изменён', html: '<p>Пароль вашей учётной записи был изменён.</p><p>Если это были вы, ничего делать не нужно.</p><p><a href="https://id.example.ru/password/reset?token=Qx8Lm2Kz9RwT4vPb">Сбросить пароль</a></p>' }],
    ])('%s → null', (_name, source) => {
      expect(codeOf(source)).toBeNull();
    });

    it.each<[string, CodeSource, string]>([
      ['counter-example: "if this was you, enter the code" asks to type it', { subject: 'New sign-in attempt', text: 'Someone is trying to sign in to your account.\nIf this was you, enter this code: 482913\nIf it wasn\'t you, ignore this email.' }, '482913'],
      ['counter-example: "if you didn\'t request this, ignore" (en)', { subject: 'Your Acme code', text: 'Your verification code is 482913.\nIf you didn\'t request this, you can ignore this email.' }, '482913'],
      ['counter-example: "use this code to complete sign-in" (zh)', { subject: '登录验证码', text: '请使用验证码 604182 完成登录，10分钟内有效。如非本人操作，请忽略本邮件。' }, '604182'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('links the mail points at, Greek passwords, CJK activation, query names (t2-links)', () => {
    it.each<[string, CodeSource, string]>([
      ['el, a reset link in text with the token in the path, a registration number beside "κωδικού πρόσβασης"', { subject: 'Επαναφορά κωδικού πρόσβασης', text: 'Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό σας (ΑΜ: 1092018).\n\nΓια να ορίσετε νέο κωδικό, ακολουθήστε τον σύνδεσμο:\nhttps://sso.uni.example.gr/password/reset/confirm/MjA0OQ/c3k-8f1e2a7b4d90e6c5/' }, 'https://sso.uni.example.gr/password/reset/confirm/MjA0OQ/c3k-8f1e2a7b4d90e6c5/'],
      ['el, a change-password button under "πατήστε τον παρακάτω σύνδεσμο"', { subject: 'Αλλαγή κωδικού πρόσβασης', html: '<p>Για να ορίσετε νέο κωδικό πατήστε τον παρακάτω σύνδεσμο:</p><p><a href="https://www.health.example.gr/account/reset?token=eyg-41bd09c7f2e8">Αλλαγή κωδικού</a></p>' }, 'https://www.health.example.gr/account/reset?token=eyg-41bd09c7f2e8'],
      ['zh-Hant, activation', { subject: '啟動您的帳戶', html: '<p>請按以下連結啟動帳戶：</p><p><a href="https://www.gov.example.hk/activate?ref=HK2026A998&amp;token=4QkzR8LmW2">啟動我的帳戶</a></p>' }, 'https://www.gov.example.hk/activate?ref=HK2026A998&token=4QkzR8LmW2'],
      ['zh-Hans, "click the link below" with a generic button', { subject: '欢迎注册', html: '<p>请点击下方链接完成邮箱验证：</p><p><a href="https://u.example.cn/e/Xk29LmQw7RtP4vZb">打开</a></p>' }, 'https://u.example.cn/e/Xk29LmQw7RtP4vZb'],
      ['en, document access whose query names a policy', { subject: 'Your renewal documents are ready', text: 'View your documents securely (link valid for 72 hours, no password needed):\nhttps://my.insure.example/documents/access?t=HL-mlk-5f8e2a90c1b34d&policy=HLA-7731029' }, 'https://my.insure.example/documents/access?t=HL-mlk-5f8e2a90c1b34d&policy=HLA-7731029'],
      ['de, "klicken Sie auf den folgenden Link" with a generic button', { subject: 'Ihr Konto bei Kontor', html: '<p>Bitte klicken Sie auf den folgenden Link, um Ihre E-Mail-Adresse zu bestätigen:</p><p><a href="https://kontor.example.de/k/Zq8LmW2xPe7RtY4u">Weiter</a></p>' }, 'https://kontor.example.de/k/Zq8LmW2xPe7RtY4u'],
      ['en, a "Continue" button under the sentence that names the step', { subject: 'One more step', html: '<p>Tap the button below to confirm your email address and finish setting up your account.</p><p><a href="https://ct.sendgrid.example/ls/click?upn=u001.Xk2jR9mQw7LpT4vZb8NcY">Continue &rarr;</a></p><p><a href="https://ct.sendgrid.example/ls/click?upn=u001.Pq8ZrT2mLw9KxV4bN7cY">Unsubscribe</a></p>' }, 'https://ct.sendgrid.example/ls/click?upn=u001.Xk2jR9mQw7LpT4vZb8NcY'],
      ['en, "Click here" with the step after it', { subject: 'Welcome to Acme', html: '<p>Thanks for joining. <a href="https://acme.example/e/Xk29LmQw7RtP4vZb">Click here</a> to verify your email address.</p>' }, 'https://acme.example/e/Xk29LmQw7RtP4vZb'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });

    it('counter-example: an unsubscribe confirmation keeps its negative value in the query', () => {
      expect(codeOf({ subject: 'Confirm', text: 'Confirm here:\nhttps://news.example.com/confirm?token=Qx8Lm2Kz9RwT4vPb&action=unsubscribe' })).toBeNull();
    });
  });

  describe('generic buttons are labelled by their sentence, other buttons are not (t2-links)', () => {
  it('counter-example: "Learn more" after a sentence about signing in, in a newsletter with tracked links', () => {
    const html = '<p>Sign in to your account to see this week\'s offers.</p><p><a href="https://click.example.com/ls/click?upn=u001.Xk2jR9mQw7LpT4vZb8NcY">Learn more</a></p><p><a href="https://click.example.com/ls/click?upn=u001.Pq8ZrT2mLw9KxV4bN7cY">Shop now</a></p>';
    expect(codeOf({ subject: 'This week at Acme', html })).toBeNull();
  });
});
});
