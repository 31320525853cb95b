import { extractVerificationCode, CodeSource } from './extract-verification-code';
import { hasOneTimeToken } from './link-candidates';

const codeOf = (source: CodeSource): string | null => extractVerificationCode(source)?.code ?? null;

describe('extractVerificationCode', () => {
  describe('numeric codes', () => {
    it.each<[string, CodeSource, string]>([
      ['plain sentence', { text: 'Your verification code is 482913.' }, '482913'],
      ['space-grouped', { text: 'Your verification code is 123 456' }, '123456'],
      ['hyphen-grouped', { text: 'Code: 123-456' }, '123456'],
      ['eight digits', { text: 'Your one-time passcode: 84736251' }, '84736251'],
      ['four digits', { text: 'Your code is 4821. It expires in 10 minutes.' }, '4821'],
      ['PIN', { text: 'Hello,\nYour PIN is 8841\nThanks' }, '8841'],
      ['code on its own line below the keyword line', {
        text: 'Hi Sam,\n\nThanks for signing up! To finish creating your account, enter the verification code below in the app. It expires in 15 minutes.\n\n913 470\n\nCheers,\nThe Team',
      }, '913470'],
      ['code above its description', { text: '730119\n\nThis is your Acme security code. Do not share it.' }, '730119'],
      ['code next to an order number', { text: 'Order #48213 is ready. To confirm the pickup, your verification code is 5521.' }, '5521'],
      ['code wrapped in asterisks', { text: 'Your code: *482913*' }, '482913'],
      ['code with a hash sign', { text: 'Your code: #482913' }, '482913'],
      ['fullwidth digits', { text: '認証コード：５５２１９０' }, '552190'],
      ['Arabic-Indic digits', { text: 'رمز التحقق: ٦٦٢٩١٠' }, '662910'],
      ['zero-width characters inside the text', { text: 'Your code is 48\u200B2913' }, '482913'],
      ['expiry and phone number around the code', {
        text: 'Security code: 4729\nThe code expires in 10 minutes.\nQuestions? Call 1-800-555-0199.',
      }, '4729'],
      ['typing verb instead of a code word', { text: 'Enter 748392 to sign in to Acme.' }, '748392'],
      ['digit pairs right after the label', { text: 'Votre code : 48 29 13' }, '482913'],
      ['four-and-two grouping after a code word', { text: 'Din verifieringskod är 3958 27.' }, '395827'],
      ['bare code under a subject that names it', { subject: 'Your Acme verification code', text: '482913' }, '482913'],
      ['code framed by separator lines', {
        text: 'Please enter the following confirmation code:\n\n----------------------------------------\n        907153\n----------------------------------------\n',
      }, '907153'],
      ['code next to a masked phone number', {
        text: "We've also sent a text to your phone number ending in 4821.\n\nYour email verification code is 556019",
      }, '556019'],
      ['IP address, time and date around the code', {
        text: 'New sign-in from 192.168.100.200 at 10:30 on 12/03/2025.\nEnter this code to continue: 590321',
      }, '590321'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('subject', () => {
    it.each<[string, CodeSource, string]>([
      ['code first', { subject: '482913 is your Instagram code', text: 'Hi, someone tried to log in.' }, '482913'],
      ['code last', { subject: 'Your code is 771203' }, '771203'],
      ['code only in the subject', {
        subject: 'Your sign-in code: 384920',
        text: 'Use the code in the subject line to finish signing in.\nAcme Inc., 500 Howard St, San Francisco, CA 94105',
      }, '384920'],
      ['letter-prefixed code', { subject: 'G-482913 is your Google verification code' }, '482913'],
      ['subject and body agree', { subject: 'Your Acme code: 615230', text: 'Enter 615230 in the app. Order 48213 ships tomorrow.' }, '615230'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('languages', () => {
    it.each<[string, string, string]>([
      ['German', 'Ihr Bestätigungscode lautet 739201.', '739201'],
      ['German TAN', 'Ihre TAN für die Überweisung: 448120', '448120'],
      ['French', 'Votre code de vérification : 581 204', '581204'],
      ['Spanish', 'Tu código es 4821', '4821'],
      ['Portuguese', 'Seu código de verificação é 662019', '662019'],
      ['Italian', 'Il tuo codice di verifica è 771903', '771903'],
      ['Dutch', 'Je verificatiecode: 330281', '330281'],
      ['Polish', 'Twój kod: 940122', '940122'],
      ['Russian', 'Ваш код подтверждения: 775120', '775120'],
      ['Chinese', '您的验证码为：839201，请在5分钟内输入。', '839201'],
      ['Japanese', 'ログインの確認コードは 552190 です。', '552190'],
      ['Korean', '인증 코드는 [774201] 입니다.', '774201'],
      ['Turkish', 'Doğrulama kodunuz: 118273', '118273'],
      ['Arabic', 'رمز التحقق الخاص بك هو 662910', '662910'],
      ['Swedish', 'Din engångskod är 481920', '481920'],
      ['Czech', 'Váš ověřovací kód je 903417', '903417'],
      ['Indonesian', 'Kode verifikasi Anda adalah 264810. Jangan berikan kode ini kepada siapa pun.', '264810'],
      ['Vietnamese', 'Mã xác minh của bạn là 519360', '519360'],
      ['Greek', 'Ο κωδικός επαλήθευσης είναι 804417', '804417'],
      ['Hebrew', 'קוד האימות שלך: 360581', '360581'],
      ['Finnish', 'Vahvistuskoodisi on: 774102', '774102'],
      ['Hungarian', 'Az ellenőrző kódja: 640217', '640217'],
      ['Romanian', 'Codul tău de verificare este 318502.', '318502'],
      ['Thai', 'รหัส OTP ของคุณคือ 925731', '925731'],
      ['Persian digits', 'کد تایید شما: ۸۳۷۱۰۴', '837104'],
      ['Ukrainian', 'Ваш код підтвердження: 470381', '470381'],
      ['Japanese brackets', 'ワンタイムパスワードは「482750」です。', '482750'],
      ['Lithuanian', 'Jūsų patvirtinimo kodas: 405718', '405718'],
      ['Estonian', 'Teie kinnituskood on 318402', '318402'],
      ['Bengali', 'আপনার যাচাইকরণ কোড: 630127', '630127'],
      ['Urdu', 'آپ کا تصدیقی کوڈ 582913 ہے۔', '582913'],
      ['Brazilian "token"', 'Seu token de acesso é 759301. Ele expira em 5 minutos.', '759301'],
      ['French digit pairs after "code de connexion"', 'Votre code de connexion : 48 26 17', '482617'],
    ])('%s', (_language, text, expected) => {
      expect(codeOf({ text })).toBe(expected);
    });
  });

  describe('alphanumeric codes', () => {
    it('keeps the hyphen of a grouped code', () => {
      expect(codeOf({ text: 'Your recovery code: K7XQ-9P2M' })).toBe('K7XQ-9P2M');
    });

    it('finds a code labelled on the same line', () => {
      expect(codeOf({ text: 'Your login code: ZT8K4Q' })).toBe('ZT8K4Q');
    });

    it('finds a stand-alone code in a prominent element under a keyword line', () => {
      const html =
        '<p>Enter this code in the app:</p><p style="font-size:28px;letter-spacing:4px;font-family:monospace">X9K2MQ</p><p>Thanks, Acme</p>';
      expect(codeOf({ html })).toBe('X9K2MQ');
    });

    it('ignores alphanumerics without a digit (word codes)', () => {
      expect(codeOf({ text: 'We received a login attempt with the following code:\n\nSparkling Mauve Penguin\n' })).toBeNull();
    });

    it('accepts a letters-only code alone under a code-word line', () => {
      expect(codeOf({ text: 'Here is the Steam Guard code you need to login to account agent7f3k:\n\nJRVKC\n\nThis email was generated because of a login attempt.' })).toBe('JRVKC');
    });

    it('accepts a letters-only code labelled in a sentence', () => {
      expect(codeOf({ text: 'Your sign-in code: KTPWXR. It expires in 15 minutes.' })).toBe('KTPWXR');
    });

    it('ignores upper-case words after a code word', () => {
      expect(codeOf({ text: 'Your verification code:\n\nEXPIRED\n\nRequest a new one in the app.' })).toBeNull();
      expect(codeOf({ text: 'WHY 6-DIGIT VERIFICATION CODES STILL MATTER\nA look at how sites send them.' })).toBeNull();
    });

    it('ignores promotional codes', () => {
      expect(codeOf({ text: 'Spring sale! Use code SAVE2025 for 20% off your next order.' })).toBeNull();
    });
  });

  describe('HTML', () => {
    it('reads HTML-only mail with layout tables', () => {
      const html =
        '<table><tr><td style="font-size:14px;color:#333333">Your verification code</td></tr><tr><td style="font-size:32px;color:#111111">482913</td></tr><tr><td>Acme, 1200 Pine St, Seattle, WA 98101</td></tr></table>';
      expect(codeOf({ html })).toBe('482913');
    });

    it('survives a text part glued together by the mail parser', () => {
      const html = '<table><tr><td>Your verification code</td></tr><tr><td>482913</td></tr></table>';
      expect(codeOf({ text: 'Your verification code482913', html })).toBe('482913');
    });

    it('joins digits split into adjacent spans', () => {
      const html =
        '<div>Your code</div><div><span>4</span><span>8</span><span>2</span><span>9</span><span>1</span><span>3</span></div>';
      expect(codeOf({ html })).toBe('482913');
    });

    it('joins digits split into spans on separate source lines', () => {
      const html = '<p>Use this code to sign in:</p>\n<div>\n<span>7</span>\n<span>0</span>\n<span>4</span>\n<span>2</span>\n</div>';
      expect(codeOf({ html })).toBe('7042');
    });

    it('joins digits split into table cells', () => {
      const html =
        '<p>Enter this code to confirm it\'s you:</p><table><tr><td>7</td><td>3</td><td>0</td><td>9</td><td>4</td><td>5</td></tr></table>';
      expect(codeOf({ html })).toBe('730945');
    });

    it('falls back to HTML when the text part is a stub', () => {
      const html = '<p>Your Acme security code is <strong>662104</strong></p>';
      expect(codeOf({ text: 'Please view this e-mail in an HTML-capable client.', html })).toBe('662104');
    });

    it('reads a code shown in a read-only text field', () => {
      const html =
        '<h2>Your verification code</h2><p>Copy the code below.</p><input type="text" value="739205" readonly style="font-size:28px">';
      expect(codeOf({ html })).toBe('739205');
    });

    it('ignores hidden form fields', () => {
      const html = '<p>Your verification request was received.</p><form><input type="hidden" name="id" value="482913"><input type="submit" value="OK"></form>';
      expect(extractVerificationCode({ html })).toBeNull();
    });

    it('ignores hex colours in styles and attributes', () => {
      const html =
        '<html><head><style>.a{color:#123456} .b{background:#654321}</style></head><body bgcolor="#223344"><p style="color:#998877">Welcome to Acme!</p></body></html>';
      expect(extractVerificationCode({ html })).toBeNull();
    });
  });

  describe('links', () => {
    it('returns a verification link when there is no code', () => {
      const html =
        '<p>Thanks for signing up. Please confirm your e-mail address.</p><p><a href="https://app.example.com/verify-email?token=a1b2c3&amp;uid=42">Verify email</a></p><p><a href="https://app.example.com/unsubscribe?u=42">Unsubscribe</a> · <a href="https://app.example.com/privacy">Privacy</a></p>';
      expect(extractVerificationCode({ subject: 'Verify your email', html })).toEqual({
        code: 'https://app.example.com/verify-email?token=a1b2c3&uid=42',
        text: 'Verify email',
        kind: 'link',
      });
    });

    it('uses the text around a "click here" link', () => {
      const html = '<p>Click <a href="https://acme.io/auth/magic?t=9f8e7d6c5b4a">here</a> to sign in to Acme. The link expires in 15 minutes.</p>';
      expect(codeOf({ subject: 'Your Acme sign-in link', html })).toBe('https://acme.io/auth/magic?t=9f8e7d6c5b4a');
    });

    it('follows a tracked redirect when the button says what it does', () => {
      const html =
        '<p>We received a request to reset your password.</p><a href="https://u4821.ct.sendgrid.net/ls/click?upn=u001.Xk2j3h4g5f6d">Reset password</a><p><a href="https://acme.io/help">Help</a></p>';
      expect(codeOf({ subject: 'Reset your password', html })).toBe('https://u4821.ct.sendgrid.net/ls/click?upn=u001.Xk2j3h4g5f6d');
    });

    it('accepts a neutral button when the text around it says sign in', () => {
      const html =
        '<p>Click the button below to sign in to Acme. This link expires in 24 hours.</p><p><a href="https://acme.io/api/auth/callback/email?token=4f9a2c&amp;email=a%40b.c">Continue</a></p>';
      expect(codeOf({ subject: 'Sign in to Acme', html })).toBe('https://acme.io/api/auth/callback/email?token=4f9a2c&email=a%40b.c');
    });

    it('finds a bare URL in a plain-text mail', () => {
      const text = 'Someone asked to reset your password.\n\nReset your password:\nhttps://example.com/account/reset/ab12cd34ef56\n\nIf it was not you, ignore this e-mail.';
      expect(codeOf({ subject: 'Password reset', text })).toBe('https://example.com/account/reset/ab12cd34ef56');
    });

    it('prefers the code when a mail has both a code and a link', () => {
      const html =
        '<p>Enter this code: <b>730461</b></p><p>Or <a href="https://acme.io/email/verify?token=bd84f7a2">verify your email</a>.</p>';
      expect(extractVerificationCode({ subject: 'Verify your email address', html })).toMatchObject({ code: '730461', kind: 'code' });
    });

    it('does not take a product name containing "pixel" for a tracking pixel', () => {
      const html = '<p>Click the link below to sign in to Pixelboard.</p><a href="https://clerk.pixelboard.example/v1/verify?token=eyJhbGciOiJIUzI1NiJ9.Qk9xT3mP7r">Sign in to Pixelboard</a>';
      expect(codeOf({ subject: 'Sign in to Pixelboard', html })).toBe('https://clerk.pixelboard.example/v1/verify?token=eyJhbGciOiJIUzI1NiJ9.Qk9xT3mP7r');
    });

    it('never returns unsubscribe, tracking, image or social links', () => {
      const html =
        '<p>Please confirm your account.</p><a href="https://acme.io/unsubscribe?e=x">Unsubscribe</a><a href="https://twitter.com/acme">Twitter</a><img src="https://acme.io/confirm.png"><a href="https://acme.io/track/open?x=1">.</a>';
      expect(extractVerificationCode({ subject: 'Confirm your account', html })).toBeNull();
    });
  });

  describe('mails without a code', () => {
    it.each<[string, CodeSource]>([
      ['four-and-two digit groups in a phone number or without a code word', {
        subject: 'Din beställning',
        text: 'Beställning 4091 27 har skickats.\nKundtjänst: 0771 24 00 80',
      }],
      ['newsletter with years and prices', {
        subject: 'The Download: 2025 in review',
        text: 'The 10 breakthrough technologies of 2025\nSince 2001 we have picked 10 technologies every year.\nSubscribe for $8.33/month and save 50%.\n© 2025 Example Media, 196 Broadway, Cambridge, MA 02139\nUnsubscribe: https://example.com/unsub?e=4821',
      }],
      ['receipt with order number and prices', {
        subject: 'Your order #112-4829137-3918274',
        text: 'Thank you for your order.\nOrder number: 48213\nAnker Charger 65W $35.99\nOrder Total: $39.68\nView order: https://shop.example.com/orders/48213',
      }],
      ['shipping notice with tracking number and postcode', {
        subject: 'Your parcel is on its way',
        text: 'Tracking number: 1Z999AA10123456784\nDeliver to: Lindenstraße 14, 10115 Berlin\nEstimated delivery: 13.03.2025 between 10:30 and 14:00\nTrack your package: https://carrier.example.com/track?n=1Z999AA10123456784',
      }],
      ['calendar invite with times and years', {
        subject: 'Invitation: Weekly sync @ Wed Mar 19, 2025 10:30 - 11:00 (CET)',
        text: 'Weekly sync\nWednesday Mar 19, 2025 ⋅ 10:30 – 11:00\nJoin by phone (US) +1 650-555-0199 PIN: 482 913 294#\nView event: https://calendar.example.com/event?eid=Mmg0NzEy',
      }],
      ['meeting invite with a passcode', {
        subject: 'Kick-off call',
        text: 'Join Zoom Meeting\nhttps://us06web.zoom.us/j/84520193746?pwd=abc\n\nMeeting ID: 845 2019 3746\nPasscode: 482913',
      }],
      ['invoice in euros', {
        subject: 'Rechnung R0024829137',
        text: 'Rechnungsbetrag: 1.234,56 € (inkl. 19 % USt.)\nKundennummer: K0482913\nFällig am 26.03.2025\nHRB 6089, Tel: +49 9831 505-0',
      }],
      ['order number with a hash sign', { subject: 'Your order has shipped', text: 'Order #48213 has shipped. Questions about your code of conduct? Reply to this e-mail.' }],
      ['support ticket', { subject: 'Ticket #482913 updated', text: 'Your request (482913) has been updated.\nError code 4012 means the export timed out.' }],
      ['postal code', { text: 'Please confirm your shipping address.\nPostal code: 94107\nCity: San Francisco' }],
      ['reply thread discussing codes', {
        subject: 'Re: [acme/app] Improve code extraction (#1284)',
        text: 'I think the code path misses the 4-digit case. Can we add a test for "Your code is 4821"?',
      }],
      ['appointment with times', { subject: 'Rendez-vous confirmé', text: 'Votre rendez-vous est confirmé le 14 mars 2025 à 14h00.\nCabinet médical, 12 rue de la Paix, 75002 Paris\nTél. 01 42 60 12 34' }],
      ['password changed notice', {
        subject: 'Your password has been changed',
        text: 'Your password was changed on March 12, 2025 at 10:41.\nIf you did not do this, contact support: https://support.example.com/contact',
      }],
      ['booking mail whose confirmation code is a reservation reference', {
        subject: 'Reservation confirmed for Lisbon, Mar 14 - 17',
        text: 'Your reservation is confirmed. Confirmation code: HMXK4Q29TB\nCheck-in: Friday, Mar 14, 2025 after 15:00\nTotal (EUR): €412.80',
      }],
      ['digit pairs that are not labelled', { text: 'Your verification is complete.\nOpening hours 08 30 18' }],
      ['masked card number', { text: 'Your verification code was sent to the phone linked to card ****4821.' }],
      ['masked phone number', { subject: 'Phone number updated', text: 'Your phone number was changed to +1 ••• ••• 4821. We sent a verification code to this number.' }],
      ['number in a URL path', { subject: 'Weekly report', text: 'Top pages\n/blog/verification-codes 1893\n/pricing 640' }],
      ['hotel reservation with a confirmation number', {
        subject: 'Reservation Confirmation #84736251',
        html: '<p>Confirmation Number: <b>84736251</b></p><p>Check-in: Friday, March 14, 2025</p><a href="https://hotel.example.com/reservation/lookup?confirmationNumber=84736251">View or modify reservation</a>',
      }],
      ['order mail with a "confirm delivery" button', {
        subject: 'Order confirmation 1374829165',
        html: '<p>Order number: 1374829165</p><a href="https://shop.example.com/purchases/1374829165/delivery/confirm?token=4a7b9c">Confirm delivery time</a>',
      }],
      ['backup codes notice', { subject: 'New backup codes were generated', text: 'New backup codes for two-step verification were generated on March 12, 2025 at 10:41.' }],
      ['welcome mail with a login link to the app', {
        subject: 'Welcome to Acme',
        html: '<p>You are all set. Browse 4,000+ templates.</p><a href="https://acme.io/files/recent?utm_source=welcome">Open Acme</a>',
      }],
    ])('%s', (_name, source) => {
      expect(extractVerificationCode(source)).toBeNull();
    });

    it('returns null for empty input', () => {
      expect(extractVerificationCode({})).toBeNull();
      expect(extractVerificationCode({ subject: null, text: null, html: null })).toBeNull();
      expect(extractVerificationCode({ subject: '', text: '   ', html: '' })).toBeNull();
    });
  });

  describe('codes in transactional mails', () => {
    it('ignores a card approval code in a receipt', () => {
      const text = 'Date: 18 March 2025, 08:42\nCard: Visa ending in 4821\nAmount: $7.25\nAuthorization code: 048213\nTerminal ID: 20391847';
      expect(codeOf({ subject: 'Receipt from Blue Bottle Coffee', text })).toBeNull();
    });

    it('ignores a booking PIN in a booking confirmation', () => {
      const html = '<table><tr><td>Confirmation number:</td><td><b>4192.883.705</b></td></tr><tr><td>PIN code:</td><td><b>2918</b></td></tr></table>';
      expect(codeOf({ subject: 'Booking confirmation: Hotel Roma', html })).toBeNull();
    });

    it('accepts a code the mail asks to type', () => {
      const text = 'Order #100482913 - placed 18.03.2025 14:05\nTo confirm this order, enter the confirmation code 5821 on the checkout page.';
      expect(codeOf({ subject: 'Confirm your order', text })).toBe('5821');
    });

    it('accepts a code named a verification code / OTP', () => {
      expect(codeOf({ subject: 'Payment verification', text: 'Your OTP is 4821. Amount: EUR 12.50' })).toBe('4821');
      expect(codeOf({ subject: 'Your order verification code', text: 'Your verification code:\n\n482913' })).toBe('482913');
    });

    it('accepts a confirmation code when the subject asks to confirm the payment or order', () => {
      expect(codeOf({ subject: 'Confirm your payment', text: 'You are paying $1,299.00 to Electro Store.\nYour confirmation code is 5830. Do not share it.' })).toBe('5830');
      expect(codeOf({ subject: 'Bestellung bestätigen', text: 'Bestellnummer: 100482913\nIhr Bestätigungscode lautet 7143.' })).toBe('7143');
    });

    it('still ignores a booking reference when the subject only reports a booking', () => {
      expect(codeOf({ subject: 'Booking confirmed', text: 'Your confirmation code is 5830.' })).toBeNull();
    });
  });

  describe('general rules', () => {
    it('accepts a year-like code that a clause ending in a colon labels', () => {
      expect(codeOf({ subject: 'Password reset code', text: 'Use this code to reset your password: 2096\nOr open https://walletplus.example/reset?token=dd81f0ab22 on this device.' })).toBe('2096');
    });

    it('does not read a plural noun as a label ("view your tickets: …")', () => {
      expect(codeOf({ subject: 'Your sign-in code', text: 'Use this code to sign in and view your tickets: 902114' })).toBe('902114');
      expect(codeOf({ text: 'Ticket: 482913 has been updated.' })).toBeNull();
    });

    it('accepts an alphanumeric code that opens the subject', () => {
      expect(codeOf({ subject: 'W8KD2M – your Instacart login code ✔', text: 'Use the code in the subject line to log in.' })).toBe('W8KD2M');
    });

    it('returns nothing for a list of backup codes', () => {
      const text = 'Here are your new two-factor backup codes. Each code can be used once.\n\n4829-1038\n7712-0394\n5530-2817\n9046-1172\n\nGenerated on March 18, 2025.';
      expect(extractVerificationCode({ subject: 'Your new backup codes', text })).toBeNull();
    });

    it('still picks one code when a mail shows two', () => {
      expect(codeOf({ text: 'Your phone code is 318204.\nYour email verification code is 556019.' })).toBe('318204');
    });

    it('accepts lower-case alphanumeric codes next to a code word, keeping them as printed', () => {
      expect(codeOf({ text: 'Please enter this verification code to get started:\n\nsx8c4g5b\n\nCodes expire after two hours.' })).toBe('sx8c4g5b');
      expect(codeOf({ subject: 'Your X confirmation code is sx8c4g5b' })).toBe('sx8c4g5b');
    });

    it('accepts a fresh verification code in a reply, but not the quoted old one', () => {
      const topPosted =
        "Hi Sam,\n\nI've reset it. Your new verification code is 839201, valid for 30 minutes.\n\nDana, Support\n\nOn Mon, Jun 2, 2025 at 9:14 AM Sam wrote:\n> > Your verification code is 112233";
      expect(codeOf({ subject: 'Re: Verification code not working', text: topPosted })).toBe('839201');
      const quoteFirst =
        'On Tue, 3 Jun 2025 at 10:41, Sam wrote:\n> The code 204518 you sent me expired.\n\nHello Sam,\n\nHere you go: your new verification code is 771940.';
      expect(codeOf({ subject: 'Re: Code expired', text: quoteFirst })).toBe('771940');
    });

    it('does not read a label that qualifies a verification word as the label of the number', () => {
      expect(codeOf({ text: 'Your OTP for Zoho account verification is 4820163. This OTP is valid for 15 minutes.' })).toBe('4820163');
      expect(codeOf({ text: 'Account number 48201637 is now verified.' })).toBeNull();
    });

    it('ignores example numbers', () => {
      expect(codeOf({ subject: 'Login fails with 2FA code', text: 'Steps: enter a valid 6 digit code (e.g. 000000) on build 2025.06.3 and get error 500.' })).toBeNull();
      expect(codeOf({ text: 'Codes like 123456 are guessed in 0.3% of attempts when rate limits are missing.' })).toBeNull();
    });

    it('ignores issue keys and advisory ids', () => {
      expect(codeOf({ subject: '[JIRA] (PROJ-4821) Login fails with 2FA code', text: 'Lea Novak created PROJ-4821: Login fails with 2FA code' })).toBeNull();
    });

    it('ignores lower-case ids and hashes away from a code word', () => {
      expect(codeOf({ text: 'Merged commit a1b2c3d4 into main.\nBuild 9f8e7d6c passed.' })).toBeNull();
      expect(codeOf({ text: 'Thanks for the code review on 8f2a91c3.' })).toBeNull();
    });

    it.each<[string, string, string]>([
      ['Turkish possessive', "e-Devlet Kapısı'na giriş için tek kullanımlık şifreniz: 482019", '482019'],
      ['Malaysian TAC', 'Your TAC is 384920 for DuitNow Transfer of RM 1,250.00 to account ending 7712.', '384920'],
      ['traditional Chinese one-time password', '您的一次性密碼為 739201，有效時間為 5 分鐘。', '739201'],
    ])('knows the %s', (_name, text, expected) => {
      expect(codeOf({ text })).toBe(expected);
    });
  });

  describe('links without a one-time token', () => {
    it('ignores the public login page in a password-changed notice', () => {
      const text = 'The password for your account was changed.\nIf you made this change, you can sign in here: https://www.dropbox.example/login';
      expect(extractVerificationCode({ subject: 'Your password was changed', text })).toBeNull();
    });

    it('ignores a plain "log in to view" link', () => {
      const text = 'Your statement is now available.\nLog in to view your statement: https://www.bank.example/login';
      expect(extractVerificationCode({ subject: 'Your statement is ready', text })).toBeNull();
    });

    it('ignores a "change password" settings link in a security alert', () => {
      const html =
        '<p>Someone signed in to your account from a new device.</p><p>If this was you, enjoy! If not, we recommend you change your password.</p><a href="https://www.streaming.example/password">Change password</a>';
      expect(extractVerificationCode({ subject: 'New sign-in to your account', html })).toBeNull();
    });

    it('counts signed path values with colons as tokens', () => {
      expect(hasOneTimeToken('https://shop.example.net/accounts/confirm-email/MTI4:1uMkQx:Zk3mP7rL2vB8sW1cYdNz/')).toBe(true);
    });

    it('still accepts a sign-in link that carries a token', () => {
      const text = 'Click the link below to sign in. It expires in 15 minutes.\nhttps://app.example.com/login/link/7Hq2Lm9PzX4sT6vWb1Nc';
      expect(codeOf({ subject: 'Your login link', text })).toBe('https://app.example.com/login/link/7Hq2Lm9PzX4sT6vWb1Nc');
    });
  });

  describe('link vocabulary', () => {
    it('accepts a confirmation URL under a /help/ path when it carries a token', () => {
      const html = '<p>Please confirm your e-mail address.</p><a href="https://id.example.com/user/help/emailConfirm?token=a8f7e6d5c4b3">Confirm e-mail</a>';
      expect(codeOf({ subject: 'Confirm your e-mail', html })).toBe('https://id.example.com/user/help/emailConfirm?token=a8f7e6d5c4b3');
    });

    it('still ignores help articles about verifying', () => {
      const html = '<p>Please verify your e-mail in the app.</p><a href="https://example.com/help/verify-email">How to verify your e-mail</a>';
      expect(codeOf({ subject: 'Verify your e-mail', html })).toBeNull();
    });

    it.each<[string, string, string]>([
      ['authorize-device link', 'Authorize New Device', 'To authorize this device, click the link below:\nhttps://accounts.example.com/authorize-new-device?ticket=c2VjdXJlLXRpY2tldA'],
      ['Japanese password reset', 'パスワード再設定のご案内', '以下のURLをクリックして、パスワードの再設定を行ってください。\nhttps://accounts.example.jp/password/reset?token=Zk9xTW1QcV84'],
      ['Polish activation', 'Aktywuj swoje konto', 'Kliknij w poniższy link, aby aktywować swoje konto:\nhttps://www.example.pl/konto/potwierdz/?key=5e4d3c2b1a0f'],
      ['Portuguese password recovery', 'Recuperação de senha', 'Para definir uma nova senha, clique no link seguinte: Recuperar senha\nhttps://portal.example.pt/main.jsp?body=/recuperarSenha&token=Q2hhbmdl'],
      ['French login link', 'Votre lien de connexion', 'Voici votre lien de connexion :\nhttps://app.example.fr/auth/magic?jeton=4e8d1c2b9a7f'],
      ['French "pour vous connecter" link', 'Votre lien de connexion', 'Cliquez sur ce lien pour vous connecter :\nhttps://carnet.example/connexion/lien?jeton=2c4e6a8b0d'],
      ['German "um dich anzumelden" link', 'Dein Anmeldelink', 'Klicke auf den folgenden Link, um dich anzumelden:\nhttps://lernwerk.example/anmelden/link/3b7e91d0c4a2'],
      ['Italian "per reimpostare" link', 'Reimposta la tua password', 'Per reimpostare la password clicca qui:\nhttps://negozio.example/password/reimposta?token=a1b2c3d4e5f6'],
      ['German "um … zurückzusetzen" link', 'Passwort', 'Klicke auf den Link, um dein Passwort zurückzusetzen:\nhttps://konto.example/pw/neu/8c7b6a5d4e3f'],
    ])('finds the %s', (_name, subject, text) => {
      const url = text.slice(text.indexOf('https://'));
      expect(codeOf({ subject, text })).toBe(url);
    });
  });

  describe('context text', () => {
    it('returns the line the code came from, whitespace collapsed', () => {
      expect(extractVerificationCode({ text: '  Your   verification code:\t482913  ' })).toEqual({
        code: '482913',
        text: 'Your verification code: 482913',
        kind: 'code',
      });
    });

    it('prepends the keyword line to a bare code line', () => {
      expect(extractVerificationCode({ text: 'Use this code to finish signing in:\n\n905315\n' })?.text).toBe(
        'Use this code to finish signing in: 905315',
      );
    });

    it('keeps long lines to the sentence around the code, at most 300 characters', () => {
      const filler = 'This sentence is here only to make the paragraph long. '.repeat(10);
      const result = extractVerificationCode({ text: `${filler}Your verification code is 482913. ${filler}` });
      expect(result?.code).toBe('482913');
      expect(result?.text).toBe('Your verification code is 482913.');
    });

    it('never exceeds 300 characters', () => {
      const long = `Your verification code is 482913 ${'and-a-very-long-unbroken-token'.repeat(30)}`;
      expect(extractVerificationCode({ text: long })?.text.length).toBeLessThanOrEqual(300);
    });
  });

  describe('rules added after the fourth blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['instruction line ending in a colon above a bare code', { text: 'Enter the following in your terminal:\n\nK4P9WQ\n\nIf this was not you, ignore this mail.' }, 'K4P9WQ'],
      ['"type this number" above a 4-digit code', { text: 'Type this number on your TV to finish signing in:\n4107\nSamsung Smart TV (2021)' }, '4107'],
      ['a bare number under a sentence without colon or code word is not taken', { text: 'Thanks for visiting us in store.\n4107\nSee you soon' }, null],
      ['"sign-in token" labels a code', { text: 'Your sign-in token: 552017\nIt expires at 14:35 UTC.' }, '552017'],
      ['hyphen-grouped lower-case code after a code word', { text: 'Your sign-in token: q7rx-m2kd' }, 'q7rx-m2kd'],
      ['Swahili "msimbo"', { text: 'Msimbo wako wa uthibitishaji ni: 774120' }, '774120'],
      ['Croatian "kôd"', { text: 'vaš kôd za prijavu u internetsko bankarstvo: 991302' }, '991302'],
      ['gift-card claim code is not a verification code', { text: 'Sam sent you a $50.00 gift card.\nClaim code:\nX4QM-7RPD-22KA\nRedeem now' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });

    it.each<[string, CodeSource, string | null]>([
      ['Greek activation button', { subject: 'Ενεργοποίηση λογαριασμού', html: '<p>Πατήστε το κουμπί:</p><a href="https://shop.example/el/account/activate?key=7c1e9b2f40a6d85e3f1a">Ενεργοποίηση</a>' }, 'https://shop.example/el/account/activate?key=7c1e9b2f40a6d85e3f1a'],
      ['Czech password-reset text link', { subject: 'Obnovení hesla', text: 'pro obnovení hesla klikněte na následující odkaz:\nhttps://shop.example/zapomenute-heslo/obnovit?t=6b0e2d9c8a7f41e3b5c4' }, 'https://shop.example/zapomenute-heslo/obnovit?t=6b0e2d9c8a7f41e3b5c4'],
      ['Hebrew activation button', { subject: 'הפעלת החשבון שלך', html: '<a href="https://shop.example/he/activate?token=f04c9e1a7b2d38c5">הפעלת החשבון</a>' }, 'https://shop.example/he/activate?token=f04c9e1a7b2d38c5'],
      ['Finnish magic link', { subject: 'Kirjautumislinkki', html: '<a href="https://docs.example/login/magic?token=w8Q2mZ7kL1pX">Kirjaudu sisään</a>' }, 'https://docs.example/login/magic?token=w8Q2mZ7kL1pX'],
      ['URL wrapped inside angle brackets', {
        subject: 'Confirm your account',
        text: 'Please confirm your account by opening this address:\n\n<https://www.app.example/account/confirm?code=Qm9vbTEyMzQ1Njc4OTA&\nemail=agent%40inbox.example.net>\n',
      }, 'https://www.app.example/account/confirm?code=Qm9vbTEyMzQ1Njc4OTA&email=agent%40inbox.example.net'],
      ['token-less reset page offered "if you didn\'t" in a password-changed notice', {
        subject: 'Your password was changed',
        text: 'Your password was changed today.\nIf you didn\'t, reset your password immediately: https://app.example/forgot-password',
      }, null],
      ['a reset link with a token is still returned after "if you didn\'t"', {
        subject: 'Reset your password',
        text: 'If you didn\'t ask for this, ignore it. Otherwise reset your password: https://app.example/reset?token=9b2e4f7a1c3d5e6f',
      }, 'https://app.example/reset?token=9b2e4f7a1c3d5e6f'],
    ])('link: %s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added after the fifth blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['clause naming the code ends in a colon before an alphanumeric code', {
        subject: 'Confirm your email',
        text: 'Welcome!\n\nEnter this code to confirm your email: R9MX2C\n\nThe team',
      }, 'R9MX2C'],
      ['clause without an entry verb', { text: 'Here is the code you need to sign in: ZT8K4Q' }, 'ZT8K4Q'],
      ['a single qualifying word before the colon is not a clause (Persian discount code)', {
        subject: 'خبرنامه',
        text: 'تخفیف ویژه نوروز\nکد تخفیف: NOWRUZ1404',
      }, null],
      ['a sentence break between the code word and the colon', {
        text: 'We never ask for your code. Your order reference: AB7K2Q9',
      }, null],
    ])('code: %s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });

    it.each<[string, CodeSource, string | null]>([
      ['Turkish password reset with an inflected verb', {
        subject: 'Şifre sıfırlama talebi',
        text: 'Merhaba,\n\nŞifrenizi sıfırlamak için aşağıdaki bağlantıya tıklayın:\n\nhttps://hesap.example.com.tr/sifre-sifirla?token=TrS1fre5ifirla42\n',
      }, 'https://hesap.example.com.tr/sifre-sifirla?token=TrS1fre5ifirla42'],
      ['"Accept invitation" that creates the invited account', {
        subject: 'Invitation instructions',
        html: '<p>Jordan Lee has invited you to TeamGrid.</p><p><a href="https://teamgrid.example/users/invitation/accept?invitation_token=xQ7bN2kLp9RzT4vW8mYc">Accept invitation</a></p><p>Your account won\'t be created until you access the link above and set your password.</p>',
      }, 'https://teamgrid.example/users/invitation/accept?invitation_token=xQ7bN2kLp9RzT4vW8mYc'],
      ['invitation to sign up and join a team', {
        subject: "You're invited to join Boardroom",
        html: '<p>Priya Shah has invited you to create a Boardroom account and join the Growth team.</p><a href="https://app.boardroom.example/invite/accept?token=aW52aXRlLTk5MjgzNzQ2">Accept invitation</a>',
      }, 'https://app.boardroom.example/invite/accept?token=aW52aXRlLTk5MjgzNzQ2'],
      // Changed on 2026-11-25: the corpus conventions (test/corpus/writer-brief.md) count an invitation
      // link as the link to use; "Join workspace" opens the invited account as "Accept invitation" does.
      ['a "Join workspace" invitation is answered with its link', {
        subject: 'Dana invited you to Acme Research',
        html: '<p>Dana invited you to Acme Research.</p><a href="https://www.notes.example/invite/3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c">Join workspace</a>',
      }, 'https://www.notes.example/invite/3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c'],
    ])('link: %s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added after the sixth blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['code word as the subject of a long sentence ending in "is"', {
        text: 'OTP for transaction of USD 1,249.00 at TECHMART ONLINE on card ending 4417 is 903214. Valid for 5 minutes.',
      }, '903214'],
      ['a label followed by its own number does not label the next one', {
        text: 'Your verification code for order 48213 is 903214.',
      }, '903214'],
      ['the masked card number itself is still not the code', {
        text: 'OTP sent. Your card ending 4417 was charged USD 12.00.',
      }, null],
      ['a long instruction clause ending in a colon, with "account" inside it', {
        html: '<p>To complete your sign up, please enter the following verification code in the window where you began creating your account: <span style="font-size:22px;font-weight:700">847302</span></p>',
      }, '847302'],
      ['"account:" still labels a number when no instruction names a code', {
        text: 'Thanks for your payment. The verification of your details is done for account: 84730211',
      }, null],
      ['a promo code alone under a promotional line', {
        html: '<p>Use code <b>WELCOME2026</b> at checkout for 20% off your first order.</p><p style="font-size:28px;font-weight:bold">SAVE20</p><p>Offer valid until 31 May 2026.</p>',
      }, null],
      ['a code alone under a line about verifying is not promotional', {
        text: 'Enter this code at checkout to verify your payment:\n\n482913',
      }, '482913'],
    ])('code: %s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added after the seventh blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a promo code between "Use code" and "at checkout" lines', {
        html: '<p>Use code</p><p style="font-size:28px;font-weight:bold">SPRING25</p><p>at checkout for 25% off. Valid until 2026-03-16 23:59.</p>',
      }, null],
      ['a code under a line about verifying, above a sale line, is still the code', {
        text: 'Enter this code to verify your email:\n\n482913\n\nSpring sale: 25% off everything at checkout',
      }, '482913'],
      ['a bare URL separated from the line that describes it by a blank line', {
        subject: 'Réinitialisation de votre mot de passe',
        text: 'Vous avez demandé la réinitialisation de votre mot de passe. Cliquez sur le lien ci-dessous :\n\nhttps://compte.example/motdepasse/reinitialiser?jeton=a9f3b2c8d1e74f56\n',
      }, 'https://compte.example/motdepasse/reinitialiser?jeton=a9f3b2c8d1e74f56'],
      ['a describing sentence that merely contains "help"', {
        subject: 'Please verify your email address',
        text: 'Help us secure your account by verifying your email address.\n\nhttps://forge.example/users/confirm_email?token=Yt8kP2mQ9vR3xZ7a\n',
      }, 'https://forge.example/users/confirm_email?token=Yt8kP2mQ9vR3xZ7a'],
      ['a "Help center" line still never labels the link', {
        subject: 'Please verify your email address',
        text: 'Help center:\nhttps://forge.example/guides/verify-email-address\n',
      }, null],
      ['a magic link in Portuguese ("link para entrar")', {
        subject: 'Seu link para entrar',
        html: '<p>Clique no botão abaixo para entrar na sua conta. O link vale por 15 minutos.</p><p><a href="https://app.example/entrar/link-magico?t=Qm9hLXRlbnRhdGl2YS00ODIx">Entrar</a></p>',
      }, 'https://app.example/entrar/link-magico?t=Qm9hLXRlbnRhdGl2YS00ODIx'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added after the eighth blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a possessive between the code word and the colon ("Kode OTP Anda: 1927")', {
        subject: 'Kode OTP',
        text: 'Kode OTP Anda: 1927. JANGAN BERIKAN kode ini kepada siapa pun.\nPT Belanja Indonesia, Jakarta 12950',
      }, '1927'],
      ['a postcode on a company line ("PT …, Jakarta 12950") is a footer', {
        subject: 'Kode OTP',
        text: 'Kode OTP dikirim lewat SMS.\nPT Belanja Indonesia, Jakarta 12950',
      }, null],
      ['a code word already followed by its code does not label the wrapped line below', {
        html: '<p>Or enter this code: <b>TQ7M2R</b></p><p>© 2026 Example Inc. · 1 Market St, San Francisco, CA 94105</p>',
        text: 'Or enter this code: TQ7M2R © 2026 Example Inc. · 1 Market St, San Francisco, CA\n94105\nPrivacy',
      }, 'TQ7M2R'],
      ['a code word line without a code still labels the code below', {
        text: 'Your verification code (valid for 10 minutes):\n\n482913',
      }, '482913'],
      ['"Yes, it was me" approves a sign-in attempt', {
        subject: 'Was this you?',
        html: '<p>We noticed a login attempt from Chrome on Mac.</p><p><a href="https://accounts.example/checkpoint/approve?n=Yp3kR9">Yes, it was me</a> <a href="https://accounts.example/checkpoint/deny?n=Yp3kR9">No, secure account</a></p>',
      }, 'https://accounts.example/checkpoint/approve?n=Yp3kR9'],
      ['a "Deny" button is never the link', {
        subject: 'Approve sign-in request',
        html: '<p>Someone is trying to sign in to your account.</p><p><a href="https://id.example/approve/signin?ctx=Zk39dLq8">Approve</a> <a href="https://id.example/deny/signin?ctx=Zk39dLq8">Deny</a></p>',
      }, 'https://id.example/approve/signin?ctx=Zk39dLq8'],
      ['a Dutch password reset ("Wachtwoord opnieuw instellen")', {
        subject: 'Wachtwoord opnieuw instellen',
        html: '<p>Klik op de knop hieronder om een nieuw wachtwoord in te stellen.</p><p><a href="https://shop.example/account/wachtwoord-herstellen?token=nl8c2a77e1">Wachtwoord opnieuw instellen</a></p>',
      }, 'https://shop.example/account/wachtwoord-herstellen?token=nl8c2a77e1'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added after the ninth blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['an Italian magic link ("clicca qui per accedere")', {
        subject: 'Il tuo link di accesso',
        text: 'Ciao,\n\nclicca qui per accedere al tuo account (il link scade tra 10 minuti):\nhttps://app.esempio.it/accesso/link/4d8e2f91a7c3b605e2d1\n',
      }, 'https://app.esempio.it/accesso/link/4d8e2f91a7c3b605e2d1'],
      ['a Portuguese confirmation link introduced by "confirme seu e-mail"', {
        subject: 'Confirme seu cadastro',
        text: 'Para concluir seu cadastro, confirme seu e-mail acessando o link abaixo:\n\nhttps://conta.exemplo.com.br/cadastro/confirmar?h=0f7d3b92e1a84c65\n',
      }, 'https://conta.exemplo.com.br/cadastro/confirmar?h=0f7d3b92e1a84c65'],
      ['a Swedish "Logga in" magic-link button', {
        subject: 'Logga in på Bokhyllan',
        html: '<p>Klicka på knappen för att logga in. Länken fungerar en gång.</p><p><a href="https://bokhyllan.example.se/l/3c9f1e7a2b8d4056a1">Logga in</a></p>',
      }, 'https://bokhyllan.example.se/l/3c9f1e7a2b8d4056a1'],
      ['a tokenless reset link after a bare "Wasn\'t you?" in text', {
        subject: 'Your password was changed',
        text: 'The password for your account was changed.\nWasn\'t you? Reset your password now: https://lumen.example.com/password/reset\n',
      }, null],
      ['a tokenless reset button after a bare "Not you?" in HTML', {
        subject: 'Your password was changed',
        html: '<p>The password for your account was changed.</p><p>Not you? <a href="https://lumen.example.com/password/reset">Reset your password</a></p>',
      }, null],
      ['a reset link with a token after "Not you?" is still returned', {
        subject: 'Reset your password',
        html: '<p>Someone asked to reset your password. Was it you? <a href="https://lumen.example.com/password/reset?token=Zk39dLq8x2">Reset your password</a></p>',
      }, 'https://lumen.example.com/password/reset?token=Zk39dLq8x2'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added after the eleventh blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a Polish reset link introduced by "Aby zresetować hasło"', {
        subject: 'Resetowanie hasła',
        text: 'Dzień dobry,\n\nAby zresetować hasło, kliknij w poniższy link:\nhttps://konto.przyklad.example/haslo/nowe/0f6c2e9ab1d4\n',
      }, 'https://konto.przyklad.example/haslo/nowe/0f6c2e9ab1d4'],
      ['a Japanese link that completes a registration ("登録を完了")', {
        subject: 'メールアドレスの確認',
        text: '以下のURLをクリックして登録を完了してください。\nhttps://sample.example.jp/regist/done?id=a93kf02lx8\n',
      }, 'https://sample.example.jp/regist/done?id=a93kf02lx8'],
      ['a Czech "potvrdit" URL under "pro dokončení registrace"', {
        subject: 'Dokončete registraci',
        text: 'Dobrý den,\n\npro dokončení registrace klikněte na odkaz:\nhttps://priklad.example.cz/registrace/potvrdit?h=c0ffee1234ab\n',
      }, 'https://priklad.example.cz/registrace/potvrdit?h=c0ffee1234ab'],
      ['an Arabic reset link ("لإعادة تعيين كلمة المرور")', {
        subject: 'إعادة تعيين كلمة المرور',
        text: 'لإعادة تعيين كلمة المرور، انقر على الرابط التالي:\nhttps://mithal.example/account/new?token=Rk9Pz12Ab\n',
      }, 'https://mithal.example/account/new?token=Rk9Pz12Ab'],
      ['a Russian order mail with a link but no confirmation step stays null', {
        subject: 'Ваш заказ отправлен',
        text: 'Заказ 7731204 отправлен. Отследить: https://shop.example.ru/orders/7731204\n',
      }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('rules added for the blind-12 probes', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a label inside a purpose clause before "is"', { text: 'Hi Chris, the code to verify your phone number is 7725. It expires at 18:05.' }, '7725'],
      ['a phone number that follows a code-word sentence stays a phone number', { text: 'We will send a code. Your phone number is 5550123.' }, null],
      ['"approve" makes a checkout line a verification line', {
        subject: 'Confirm your payment',
        text: "You're paying $49.99 to Acme Store.\n\nTo approve this payment, enter the code 740293 on the checkout page.",
      }, '740293'],
      ['a numeric promo code on a checkout line stays a promo code', { text: 'Use code 2580 at checkout for 15% off.' }, null],
      ['"confirmation number" outside transactional mail', {
        subject: 'Confirm your email address',
        text: 'Your confirmation number is 6042. Enter it on the sign-up page to confirm your email address.',
      }, '6042'],
      ['"confirmation number" of a booking is a reference', {
        subject: 'Booking confirmed',
        text: 'Your hotel booking is confirmed.\n\nConfirmation number: 84720193\nCheck-in: Dec 3, 2026 at 15:00',
      }, null],
      ['a letters-only device code in two hyphenated groups', { text: 'Enter the following code on your TV:\n\nWDJB-MJHT\n\nThis code expires in 15 minutes.' }, 'WDJB-MJHT'],
      ['hyphenated capitals in a sentence are not a code', { text: 'Read the FAQS-LIST page first.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  it('stays fast on pathological input', () => {
    const started = Date.now();
    extractVerificationCode({ text: 'AB12-'.repeat(20_000) });
    extractVerificationCode({ text: `${'1 2 3 4 5 6 7 8 9 0 '.repeat(20_000)}\nYour code is 482913` });
    extractVerificationCode({ html: '<a href="https://x.example/y">z '.repeat(5_000) });
    extractVerificationCode({ subject: 'Your code', text: 'a1b2c3d4e5 ab12-'.repeat(20_000) });
    extractVerificationCode({ text: `Your OTP for ${'1,2.3 '.repeat(15)}x`.repeat(2_000) });
    extractVerificationCode({ subject: 'Verify', text: `${'https://x.example/'.padEnd(70, 'a')} `.repeat(5_000) });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is deterministic', () => {
    const source = { subject: 'Your code', text: 'Code: 111111\nCode: 222222' };
    expect(extractVerificationCode(source)).toEqual(extractVerificationCode(source));
    expect(codeOf(source)).toBe('111111');
  });
});

describe('"confirmation number" stays a reference unless the mail asks to use it', () => {
  it.each([
    ['We received your request', 'Thanks for contacting support. Your confirmation number is 558201. We will reply within 24 hours.'],
    ['Your appointment is set', 'Dr. Smith, Tuesday 3:00 PM. Confirmation number 77120.'],
    ['Your trip to Paris', 'Thanks for flying with us.\nConfirmation number: XK4T9P\nDeparture: 12 May 2026 08:40'],
  ])('%s → nothing', (subject, text) => {
    expect(extractVerificationCode({ subject, text, html: null })).toBeNull();
  });

  it('returns it when the same line asks to enter it to confirm an address', () => {
    expect(extractVerificationCode({ subject: 'Verify your email', text: 'Your confirmation number is 6042. Enter it on the sign-up page to confirm your email.', html: null })?.code).toBe('6042');
  });
});

describe('rules from blind set 13', () => {
  it.each<[string, CodeSource, string | null]>([
    // "transaction token" is a code word; a bare "token" (API tokens) is not
    ['transaction token', { subject: 'Transaction Token', text: 'A transfer of NGN 250,000.00 was initiated.\nYour transaction token is 80317644.' }, '80317644'],
    ['bare API token is not a code', { subject: 'Your API token', text: 'Your API token is 80317644.' }, null],
    // a bare "clave" counts only right after an entry verb
    ['"ingresá la clave"', { subject: 'Tu operación', text: 'Para confirmar la transferencia ingresá la clave 71940.' }, '71940'],
    ['bare "clave" elsewhere is not a code word', { subject: 'Tu cuenta', text: 'La clave 71940 corresponde a tu sucursal.' }, null],
    // Swahili "nambari ya uthibitisho … ni"
    ['Swahili verification number', { subject: 'Habari', text: 'Nambari yako ya uthibitisho ni 824610. Usimpe mtu yeyote.' }, '824610'],
    ['Swahili "nambari" alone is not a code word', { subject: 'Habari', text: 'Nambari yako ya simu ni 0712 345678.' }, null],
    // "by entering 118842" asks to type it, and wins over the link
    ['"entering" before the code beats the link', {
      subject: 'Verify your email',
      text: 'Verify your email by entering 118842 in the app, or click https://shop.example/verify?t=ab12cd34ef',
    }, '118842'],
    ['"entering" before a year is not a code', { subject: 'Hello', text: 'We are entering 2027 with new prices.' }, null],
    // a code that opens its sentence and is named an OTP right after escapes the transactional penalty
    ['leading code named OTP in a "ride" mail', { subject: 'Your Ride OTP', text: '3306 is your OTP for Ride. Don\'t share it.' }, '3306'],
    ['leading number named a booking PIN in a ride mail', { subject: 'Your ride receipt', text: '3306 is your booking PIN for Ride.' }, null],
    // letters-digits-letters identifiers (tax PINs) are references
    ['tax PIN identifier is not a code', { subject: 'Verify your email address', text: 'Dear Taxpayer (PIN A012345678Z), please verify your email.' }, null],
    ['short alphanumeric code still is one', { subject: 'Verify your email address', text: 'Your PIN: A7K2Q9' }, 'A7K2Q9'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });

  it('returns an Indonesian activation link ("untuk mengaktifkan akun Anda")', () => {
    expect(codeOf({ subject: 'Aktivasi akun Anda', text: 'Silakan klik tautan berikut untuk mengaktifkan akun Anda:\nhttps://school.example/aktivasi?kode=ab12ef34gh' }))
      .toBe('https://school.example/aktivasi?kode=ab12ef34gh');
  });

  it('does not return an Indonesian link without an activation word or token', () => {
    expect(codeOf({ subject: 'Jadwal kelas', text: 'Lihat jadwal kelas di tautan berikut:\nhttps://school.example/jadwal' })).toBeNull();
  });
  describe('rules added after the fourteenth blind round', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a "verification code" line keeps its code next to a meeting-ID line', {
        subject: 'Zoom verification code',
        text: 'Your verification code is 120938. The code is valid for 10 minutes.\nIf you did not request this code, ignore this email.\nMeeting ID: 825 3309 4712',
      }, '120938'],
      ['counter-example: a meeting passcode next to the meeting ID is still not a code', {
        subject: 'Weekly sync',
        text: 'Join Zoom Meeting\nhttps://zoom.example/j/82533094712?pwd=Q2hRa0dEaz09\nMeeting ID: 825 3309 4712\nPasscode: 481920',
      }, null],
      ['an "Accept invitation" button to an invite URL with a token but no "accept" in it', {
        subject: 'Maya invited you to join the team "Acme Design"',
        html: '<p>Maya Chen has invited you to join the team Acme Design.</p><p><a href="https://www.design.example/team_invite/redeem/Xk29Ds8fLq7">Accept invitation</a></p>',
      }, 'https://www.design.example/team_invite/redeem/Xk29Ds8fLq7'],
      ['counter-example: an "Invite friends" referral link is not returned', {
        subject: 'Welcome to Acme',
        html: '<p>Welcome! Invite friends and earn $10.</p><p><a href="https://acme.example/invite?ref=Ab12Cd34Ef">Invite friends</a></p>',
      }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds missed by the hand-written corpus (codes-handwritten) before it was tuned on', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a label inside a bracketed sender tag does not label the code after the tag', {
        subject: '[Civic ID] 715204 is your verification code',
        text: 'This message was sent automatically. Please do not reply.',
      }, '715204'],
      ['counter-example: a label right before the number still labels it', {
        subject: 'Your Civic account',
        text: 'Civic ID 715204 is linked to this address.',
      }, null],
      ['nine digits grouped in threes', { text: 'Security code: 481 902 736\nDon\'t share this code.' }, '481902736'],
      ['counter-example: a phone number grouped in threes is not a code', { text: 'Questions about your order? Call 555 123 456 any day.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds missed by the fresh dev mails (test/corpus/codes-fresh-dev) before they were tuned on', () => {
    it.each<[string, CodeSource, string | null]>([
      // A sentence hard-wrapped over two lines introduces a code alone on its line.
      ['a code under an instruction hard-wrapped over two lines (de)', {
        subject: 'Zahlung freigeben',
        text: 'Guten Tag,\n\num die Kartenzahlung freizugeben, tippen Sie bitte diesen Bestätigungscode auf\nder Seite des Händlers ein:\n\n    503927\n\nDer Code gilt 5 Minuten.',
      }, '503927'],
      ['a wrapped instruction whose second line names the checkout page', {
        subject: 'Approve your card payment',
        text: 'To authorise this card payment, type the one-time security code below on the shop\'s\ncheckout screen:\n\n  614083\n\nIt works once and expires in 5 minutes.',
      }, '614083'],
      ['counter-example: a discount code under a wrapped promotional sentence', {
        subject: 'Spring sale',
        text: 'Spring sale! Use the code below at checkout to save 20% on everything in the\nwhole shop until Sunday:\n\n  482913\n\nHappy shopping!',
      }, null],
      // The line before ends in the verb or the code word that the code continues.
      ['a code opening a line wrapped after "introduzca" in a reply (es)', {
        subject: 'RE: No puedo entrar en el portal',
        text: 'Hola Marta,\n\nGracias por avisarnos. El código de ayer ya no sirve, así que le he generado uno nuevo; introduzca\n482915 en la pantalla de acceso. Es válido hasta mañana a las 12:00.\n\nUn saludo,\nPablo\n\nEl lun, 3 jun 2024 a las 9:12, Marta <marta@example.es> escribió:\n> El código 771203 no funciona.',
      }, '482915'],
      ['counter-example: a ticket number opening a line wrapped after "code"', {
        text: 'Thanks, we have received your question about the verification code and opened\nticket 48213 for it. An agent will reply within a day.',
      }, null],
      // A reply whose writer sends a new code alone on its line.
      ['a support reply that sends a new code alone on its line, quoted history below', {
        subject: 'Re: Locked out of my account',
        text: 'Hi Tom,\n\nI\'ve lifted the lock on your account. Here is a new one-time sign-in code:\n\n  550 218\n\nIt works for the next 30 minutes.\n\nOn Mon, 3 Jun 2024 at 09:12, Tom <tom@example.com> wrote:\n> The code 771203 you sent me this morning does not work.',
      }, '550218'],
      ['an Italian reply with a new activation code under an Outlook header', {
        subject: 'R: Attivazione non riuscita',
        html: '<p>Buongiorno,</p><p>il codice di ieri è stato annullato. Ecco il nuovo codice di attivazione, valido fino alle 18:00:</p><p><b>K7XQ-9P2M</b></p><p>Cordiali saluti,<br>Luca</p><p>Da: Anna Bianchi &lt;anna@example.it&gt;<br>Inviato: lunedì 3 giugno 2024 09:12<br>Oggetto: Attivazione non riuscita</p><p>Il codice H4PD-2MXC non funziona.</p>',
      }, 'K7XQ-9P2M'],
      ['counter-example: a customer\'s reply that repeats the code it was sent', {
        subject: 'Re: Your verification code',
        text: 'Hi,\n\nI typed the code you sent me:\n\n  482913\n\nbut the app says it is wrong.\n\nOn Mon, 3 Jun 2024 at 09:12, Acme <no-reply@acme.example> wrote:\n> Your verification code is 482913',
      }, null],
      // Booking and order codes in further languages.
      ['counter-example: a Czech booking code', {
        subject: 'Potvrzení rezervace 7HQ2KX',
        text: 'Děkujeme za rezervaci.\nKód rezervace: 7HQ2KX\nOdlet 24. 5. 2024 v 07:10.',
      }, null],
      ['counter-example: an Arabic booking code', { subject: 'تأكيد الحجز', text: 'شكراً لحجزك.\nرمز الحجز: 4KX9QZ' }, null],
      ['a Greek verification code is still one', { subject: 'Κωδικός επαλήθευσης', text: 'Ο κωδικός επαλήθευσης είναι 482913.' }, '482913'],
      // A hard-wrapped footer and a code word whose sentence ended before the number.
      ['counter-example: a postcode on a footer line wrapped under "backup codes."', {
        subject: 'Your backup codes were regenerated',
        text: 'You regenerated your backup codes; the old ones no longer work. Nimbus Software Inc. ·\nBoston MA 02110 · +1 617 555 0134',
      }, null],
      ['a code word ending a hard-wrapped line labels the number opening the next', {
        text: 'Thanks for signing up with Acme. To finish, please enter your verification code\n482913 on the sign-up page within 10 minutes.',
      }, '482913'],
      // A confirmation URL introduced by a sentence hard-wrapped over the two lines above it.
      ['a confirmation URL under a wrapped two-line introduction (pt)', {
        subject: 'Novo endereço de e-mail',
        text: 'Para confirmar o seu novo endereço de e-mail, clique no link abaixo. O link é\nválido por 24 horas.\nhttps://conta.example.pt/email/confirmar?id=88213&code=Zr8KqP2mWx\n',
      }, 'https://conta.example.pt/email/confirmar?id=88213&code=Zr8KqP2mWx'],
      ['counter-example: a statement link under a wrapped introduction without an action word', {
        subject: 'Your March statement',
        text: 'Your statement for March is ready. You can read it in the portal at any time by\nfollowing the link below.\nhttps://bank.example/statements?id=88213&code=Zr8KqP2mWx\n',
      }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds missed by the hand-written codes-kinds-3 mails on their first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a reply that repeats the code its quoted history holds is discussion', {
        subject: 'Re: Your login code',
        text: 'Hello,\n\nthis code does not work for me: 552 019\n\nWhat now?\n\nOn Mon, 3 Jun 2024 at 09:12, Acme <no-reply@acme.example> wrote:\n> Your login code is 552019',
      }, null],
      ['counter-example: a new code in a reply whose quoted history holds the old one', {
        subject: 'Re: Your login code',
        text: 'Hello Kim,\n\nthat one had expired. Your new login code is 771 204.\n\nOn Mon, 3 Jun 2024 at 09:12, Kim <kim@example.com> wrote:\n> The code 552019 does not work.',
      }, '771204'],
      ['a formal imperative before the code (fr "Tapez")', { text: 'Tapez 482913 dans l\'application pour vous connecter.' }, '482913'],
      ['a formal imperative before the code (cs "Zadejte")', { text: 'Zadejte 551027 na přihlašovací stránce.' }, '551027'],
      ['counter-example: an imperative before an amount', { text: 'Podaj 1500 zł jako kwotę przelewu.' }, null],
      ['a password-reset link under a subject whose "pedido" means request', {
        subject: 'Pedido de redefinição de senha',
        html: '<p>Recebemos um pedido para redefinir sua senha.</p><p><a href="https://conta.example.com.br/senha/redefinir?token=Qm9vLWtleS0xMjM0">Redefinir senha</a></p>',
      }, 'https://conta.example.com.br/senha/redefinir?token=Qm9vLWtleS0xMjM0'],
      ['counter-example: an order confirmation link under a "pedido" subject', {
        subject: 'Pedido #48213 confirmado',
        html: '<p>Seu pedido foi confirmado.</p><p><a href="https://loja.example.com.br/pedido/confirmar?token=Qm9vLWtleS0xMjM0">Ver pedido</a></p>',
      }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('dev mails that passed only narrowly: the evidence they lacked', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a copula of another language ends the sentence before the code (ro "este")', {
        subject: 'Cont nou',
        text: 'Codul tău pentru aplicația Banca Carpați de pe telefonul nou este 5308.',
      }, '5308'],
      ['a copula of another language (el "είναι")', { text: 'Ο κωδικός σας για την εφαρμογή στο νέο κινητό είναι 7714.' }, '7714'],
      ['counter-example: a label cell above a value cell names it ("Numer klienta")', {
        subject: 'Kod weryfikacyjny',
        html: '<table><tr><td>Kod jest ważny przez 3 minuty.</td></tr><tr><td>Numer klienta</td></tr><tr><td>5521904</td></tr></table>',
      }, null],
      ['counter-example: an inline number label of another language ("Número de cliente")', {
        subject: 'Su código de acceso',
        text: 'Su código de acceso llegará por SMS.\nNúmero de cliente: 5521904',
      }, null],
      ['a code under a short heading that verifies is still a code', { subject: 'Your Acme code', html: '<p>Confirm your account</p><p><b>482913</b></p>' }, '482913'],
      ['a "set a new password" button of another language (ru)', {
        subject: 'Восстановление пароля',
        html: '<p>Мы получили запрос на восстановление пароля.</p><p><a href="https://panel.example.ru/password/reset/confirm?uid=44817&amp;token=c7d2f9e0a1b8">Задать новый пароль</a></p>',
      }, 'https://panel.example.ru/password/reset/confirm?uid=44817&token=c7d2f9e0a1b8'],
      ['a Malay sign-in button ("Log masuk")', {
        subject: 'Pautan log masuk anda',
        html: '<p>Klik butang di bawah untuk log masuk.</p><p><a href="https://app.example.my/auth/magic?k=Bm4xT7qLp2ZcW9rV">Log masuk</a></p>',
      }, 'https://app.example.my/auth/magic?k=Bm4xT7qLp2ZcW9rV'],
      ['counter-example: a "new password" button to an address without a step or a token', {
        subject: 'Осенняя распродажа',
        html: '<p>Новый сезон, новый пароль? Попробуйте наш менеджер паролей со скидкой.</p><p><a href="https://shop.example.ru/promo/autumn">Новый пароль</a></p>',
      }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('a forward without a "Forwarded message" line (Outlook)', () => {
    it.each<[string, CodeSource, string | null]>([
      ['the first header block of a forward opens the forwarded message (es "RV:")', { subject: 'RV: Acceso al portal', text: 'Te reenvío el código, entra tú que yo no puedo.\n\nDe: Portal Clientes <no-reply@portal.example>\nEnviado el: lunes, 3 de junio de 2024 9:12\nPara: oficina@empresa.example\nAsunto: Acceso al portal\n\nAlguien quiere entrar con la cuenta oficina@empresa.example.\nPara continuar, usa este número en la pantalla de acceso:\n\n  482 913\n\nCaduca en 10 minutos.' }, '482913'],
      ['counter-example: the same block in a reply is quoted history', { subject: 'RE: Acceso al portal', text: 'Te reenvío el código, entra tú que yo no puedo.\n\nDe: Portal Clientes <no-reply@portal.example>\nEnviado el: lunes, 3 de junio de 2024 9:12\nPara: oficina@empresa.example\nAsunto: Acceso al portal\n\nAlguien quiere entrar con la cuenta oficina@empresa.example.\nPara continuar, usa este número en la pantalla de acceso:\n\n  482 913\n\nCaduca en 10 minutos.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('digit groupings: any even grouping of 6–10 digits is a code shape, phone-like ones are not', () => {
    it.each<[string, CodeSource, string | null]>([
      ['hyphenated pairs (da)', { subject: 'Din kode til Pakkefart-appen', text: 'Hej Rasmus\nDu er ved at logge ind på en ny telefon.\nDin kode: 58-21-90\nKoden udløber kl. 12:59.\nRing til os på 70 12 34 56 (hverdage 8-20).' }, '582190'],
      ['ten digits in 4-4-2 (de)', { subject: 'Aktivieren Sie Ihr Kundenkonto', text: 'Bitte geben Sie beim ersten Login den folgenden Aktivierungscode ein:\nAktivierungscode: 8204-1937-55\nDer Code ist 72 Stunden gültig.\nVorgangsnummer: ABR-2024-7741\nBei Fragen erreichen Sie uns unter 089 555 70 41.' }, '8204193755'],
      ['ten digits in 5-5 under its label line (es)', { subject: 'Código de acceso a tu Carpeta de Salud', text: 'Introduce el siguiente código de acceso de 10 cifras:\n50382 91746\nEl código caduca a los 10 minutos.\nSi no has solicitado este código, llama al 012 o al 955 545 060.' }, '5038291746'],
      ['nine digits in hyphenated threes (en)', { text: 'To finish signing in, enter this 9-digit verification code:\n518-203-774\nIt is valid for 10 minutes.' }, '518203774'],
      ['a phone number written 3-4 is no code (en)', { subject: 'Your verification code has expired', text: 'The code we sent you has expired. Please request a new one.\nQuestions? Call the help line at (614) 555-0190, option 3.' }, null],
      ['an ISO date is no code (fr)', { subject: 'Votre code de connexion', text: 'Votre code de connexion a été utilisé le 2024-03-14.\nSi ce n’était pas vous, contactez-nous.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('meetings: a meeting ID in any language makes a passcode a meeting’s, a code named for verification above it stays one', () => {
    it.each<[string, CodeSource, string | null]>([
      ['meeting invitation (es)', { subject: 'Invitación: Sesión informativa', text: 'Unirse a la reunión:\nhttps://meet.videoconf.example/j/84172950361?pwd=aGx2Q0R1bEp6\nID de reunión: 841 7295 0361\nCódigo de acceso: 552910' }, null],
      ['meeting invitation (pt)', { subject: 'Convite: Revisão trimestral', text: 'Entrar na reunião\nID da reunião: 912 4410 2297\nCódigo de acesso: 661204' }, null],
      ['verification code above a meeting reminder (tl)', { subject: 'Verification code para sa iyong Usap account', text: 'Para makumpleto ang pag-sign in, ilagay ang 9-digit verification code na ito:\n518-203-774\nValid ang code sa loob ng 10 minuto.\nPaalala: May meeting ka ngayong araw\nMeeting ID: 883 4410 2297 | Passcode: 661204' }, '518203774'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('replies about a code: what the writer sets apart above the quote is the new code', () => {
    it.each<[string, CodeSource, string | null]>([
      ['chat wording, code alone on its line (en, Gmail)', { subject: 'Re: Billing console login code?', text: 'Sorry, that one timed out before you got to it. I just triggered a fresh one:\n918 274\nShould be good for about 10 minutes.\nPriya\n\nOn Wed, May 22, 2024 at 11:21 AM Tom Ellery <tom@example.com> wrote:\n> Hey, it\'s still saying invalid code. Can you check?' }, '918274'],
      ['alphanumeric, thread named in the quote only (en, Apple Mail)', { subject: 'Re: Need into the admin', text: 'That one was for the other workspace, my bad. This is the right one:\nKPH7-3XRT\nMarcus\nSent from my iPhone\n> On 12 Mar 2024, at 10:14, Dana <dana@example.com> wrote:\n> Marcus, it keeps saying "code not recognised".\n>> Here\'s the one-time admin code they emailed me: 7720-4419' }, 'KPH7-3XRT'],
      ['Norwegian reply', { subject: 'Re: Koden til appen?', text: 'Her er den nye:\n619204\nHilsen Kari\n\ntir. 14. mai 2024 kl. 18:02 skrev Ola <ola@example.no>:\n> Koden kom ikke frem. Kan du sende koden på nytt?' }, '619204'],
      ['German reply, Outlook history', { subject: 'AW: Freischaltcode', text: 'Hallo Herr Brandt,\nhier der neue Code:\n407 215\nViele Grüße\nJ. Krüger\n\nVon: Brandt, Tobias <t.brandt@example.de>\nGesendet: Montag, 4. März 2024 09:12\nAn: Krüger, Julia\nBetreff: Freischaltcode\n\nDer Freischaltcode 338 190 funktioniert nicht.' }, '407215'],
      ['counter-example: the writer repeats the quoted code', { subject: 'Re: Your login code', text: 'I tried this one and it did not work:\n552019\n\nOn Tue, Jan 9, 2024 at 9:02 AM Support <help@example.com> wrote:\n> Your login code is 552019.' }, null],
      ['counter-example: a reply not about a code', { subject: 'Re: Lunch on Friday?', text: 'Sure, room is booked:\n4108\nSee you there.\n\nOn Tue, Jan 9, 2024 at 9:02 AM Ana <ana@example.com> wrote:\n> Can you book a room for Friday?' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('spent codes, sales and identifiers: numbers nobody asks to type', () => {
    it.each<[string, CodeSource, string | null]>([
      ['security alert: the code was entered (en)', { subject: 'Security alert', text: 'We noticed a new sign-in to your Lumio Account. The verification code 558201 was entered at 10:02 (GMT+1) on 24 November 2026.\nIf this was you, you don\'t need to do anything.' }, null],
      ['security alert: the code was used (hu)', { subject: 'Új eszköz jelentkezett be a fiókodba', text: 'A fiókodhoz tartozó egyszer használatos kódot (381 046) 2026.11.24. 23:17-kor sikeresen felhasználták egy új eszközön.\nHa te voltál, nincs további teendőd.' }, null],
      ['security alert: the code was entered (de)', { subject: 'Neue Anmeldung', text: 'Ihr Bestätigungscode 772901 wurde soeben eingegeben, um sich auf einem neuen Gerät anzumelden.' }, null],
      ['security alert: the code was used (es)', { subject: 'Alerta de seguridad', text: 'El código de verificación 640218 fue usado a las 09:14 para iniciar sesión.' }, null],
      ['counter-example: the code is to be used (en)', { subject: 'Your sign-in code', text: 'Your verification code is 558201. It can be used once and expires in 10 minutes.' }, '558201'],
      ['a sale in the subject makes a code a discount code (es)', { subject: 'Black Friday: -30 % en todo con tu código', html: '<p>BLACK FRIDAY</p><p>-30 %</p><p>en toda la web con el código</p><p><b>VELA30</b></p><p>Válido hasta el 01/12/2026.</p>' }, null],
      ['a sale in the subject (de)', { subject: 'Nur heute: 20 % Rabatt auf alles', text: 'Mit dem Code\nWINTER24\nsparen Sie 20 % auf Ihre Bestellung.' }, null],
      ['counter-example: a verification code in a shop mail (en)', { subject: 'Black Friday orders: confirm your email', text: 'Enter this verification code to confirm your email: 480213' }, '480213'],
      ['the recipient\'s id passed in the reset link is no code (hu)', { subject: 'Jelszó-visszaállítás – egyetemi azonosító', html: '<p>Jelszó-visszaállítást kért a <b>K2QH7T</b> egyetemi azonosítóhoz (Neptun-kód). Az új jelszó beállításához kattintson az alábbi hivatkozásra:</p><p><a href="https://idp.uni.example/jelszo/visszaallitas?kulcs=7c1f0a9e2b4d4a6f8e31d2c5b9a07e44&amp;uid=K2QH7T">https://idp.uni.example/jelszo/visszaallitas?kulcs=7c1f0a9e2b4d4a6f8e31d2c5b9a07e44&amp;uid=K2QH7T</a></p>' }, 'https://idp.uni.example/jelszo/visszaallitas?kulcs=7c1f0a9e2b4d4a6f8e31d2c5b9a07e44&uid=K2QH7T'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('links: invitations, approvals and password resets in many languages', () => {
    it.each<[string, CodeSource, string | null]>([
      ['invitation to a workspace (en)', { subject: 'Elena Vasquez has invited you to work with them in Threadly', html: '<h1>Join Orbit Labs on Threadly</h1><p>Elena Vasquez has invited you to join the Orbit Labs workspace on Threadly.</p><a href="https://app.threadly.example/invite/accept?token=9f3KxQ2mZpL7aR&amp;workspace=orbit-labs">Join Now</a><p><a href="https://threadly.example/help">Help Center</a></p>' }, 'https://app.threadly.example/invite/accept?token=9f3KxQ2mZpL7aR&workspace=orbit-labs'],
      ['invitation to a team (pl)', { subject: 'Katarzyna Lis zaprasza Cię do zespołu w Kadromat', html: '<p>Katarzyna Lis zaprasza Cię do grafiku pracy w aplikacji Kadromat.</p><a href="https://app.kadromat.example/zaproszenie/accept/4f0b7e2a-91d3-4c55-8f1e-2a9c0d6b3e77">Akceptuję zaproszenie</a>' }, 'https://app.kadromat.example/zaproszenie/accept/4f0b7e2a-91d3-4c55-8f1e-2a9c0d6b3e77'],
      ['invitation (de)', { subject: 'Jonas hat Sie zu Projekt Nord eingeladen', html: '<p>Jonas Keller hat Sie zum Team „Projekt Nord“ eingeladen.</p><a href="https://app.planwerk.example/einladung/annehmen?token=Zk29xQm7Lp4R">Einladung annehmen</a>' }, 'https://app.planwerk.example/einladung/annehmen?token=Zk29xQm7Lp4R'],
      ['sign-in approval (sv)', { subject: 'Godkänn inloggning', text: 'Någon försöker logga in på Nordbanken Företag från en ny webbläsare.\nVar det du? Godkänn inloggningen här:\nhttps://secure.nordbanken.example/approve/login?req=8d2c61f0b7&sig=Q3m9tZx1\nVar det inte du? Gör ingenting.' }, 'https://secure.nordbanken.example/approve/login?req=8d2c61f0b7&sig=Q3m9tZx1'],
      ['device approval (en)', { subject: 'New device wants to join your Nestwise home', html: '<p>A new device wants to join Pike House</p><p><a href="https://home.nestwise.example/devices/approve?req=jr_5QmT8xVw2Lk&amp;home=pikehouse-7731">Approve device</a></p><p><a href="https://home.nestwise.example/devices">Manage devices</a></p>' }, 'https://home.nestwise.example/devices/approve?req=jr_5QmT8xVw2Lk&home=pikehouse-7731'],
      ['password reset (ur)', { subject: 'محفل: اپنا پاس ورڈ دوبارہ سیٹ کریں', text: 'نیا پاس ورڈ بنانے کے لیے نیچے دیے گئے لنک پر کلک کریں۔\nhttps://mehfil-app.example/account/reset-password?token=Mz7Kp2QvX9wLr4Tn&id=550219\nمدد مرکز: https://mehfil-app.example/help' }, 'https://mehfil-app.example/account/reset-password?token=Mz7Kp2QvX9wLr4Tn&id=550219'],
      ['"if it was not you, change your password" is a way out, not the step (hu)', { subject: 'Új eszköz jelentkezett be a fiókodba', text: 'Valaki bejelentkezett a fiókodba egy új eszközön.\nHa nem te voltál, azonnal változtasd meg a jelszavad: https://www.mozi-most.example/fiok/jelszo' }, null],
      ['the same way out, asked as a question (de)', { subject: 'Neue Anmeldung', text: 'Neue Anmeldung bei Kinowelle.\nDu warst das nicht? Dann ändere bitte sofort dein Passwort unter https://www.kinowelle.example/konto/passwort' }, null],
      ['the same way out, asked as a question (fr)', { subject: 'Nouvelle connexion', text: 'Nouvelle connexion à votre compte.\nCe n’était pas vous ? Réinitialisez votre mot de passe : https://www.example.fr/compte/mot-de-passe' }, null],
      ['the same way out (nl)', { subject: 'Nieuwe aanmelding', text: 'Er is aangemeld op een nieuw apparaat.\nAls jij dit niet was, wijzig je wachtwoord: https://www.example.nl/account/wachtwoord' }, null],
      ['counter-example: a calendar invitation\'s join link is no answer (es)', { subject: 'Invitación: Revisión trimestral', html: '<p>Os invitamos a la revisión trimestral.</p><a href="https://meet.videoconf.example/j/84172950361?pwd=aGx2Q0R1bEp6">Unirse a la reunión</a><p>ID de reunión: 841 7295 0361</p>' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('labels of something else: a qualified code word, a reference in the subject, a calendar year', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a customer code in its label cell (it)', { subject: 'La tua bolletta di febbraio è disponibile', html: '<p>la bolletta n. 2024/0918273 è disponibile nella tua Area Clienti.</p><table><tr><td>Codice cliente</td></tr><tr><td><b>4071 2288</b></td></tr><tr><td>Codice POD</td></tr><tr><td>IT001E81234567</td></tr><tr><td>Importo da pagare</td></tr><tr><td>62,48 €</td></tr></table>' }, null],
      ['a booking code in its label cell (en)', { subject: 'Your stay at Harbour Inn', html: '<table><tr><td>Booking code</td></tr><tr><td><b>7731 0458</b></td></tr><tr><td>Check-in</td></tr><tr><td>Fri, 14 March</td></tr></table>' }, null],
      ['counter-example: a verification code in its label cell (en)', { subject: 'Your Acme sign-in', html: '<table><tr><td>Verification code</td></tr><tr><td><b>7731 0458</b></td></tr></table>' }, '77310458'],
      ['the subject calls it a reference (en)', { subject: 'Appointment confirmed - Reference PAS-2024-0418-77310', html: '<p>Your passport appointment is confirmed.</p><p>Confirmation number</p><p><b>PAS-2024-0418-77310</b></p><p>Tuesday, April 23, 2024 at 10:45 AM</p>' }, null],
      ['the subject calls it an order (de)', { subject: 'Ihre Bestellung 58213904 ist unterwegs', text: 'Bestätigungscode:\n58213904\nVoraussichtliche Zustellung: Freitag.' }, null],
      ['a Solar Hijri year beside its month is no code; the lower-case code below is (fa)', { subject: 'کد تأیید ورود به سامانه فیش حقوقی', html: '<p>برای مشاهده فیش حقوقی فروردین 1403، کد تأیید زیر را در صفحه ورود وارد کنید. به حروف کوچک و بزرگ دقت کنید.</p><p><b>bxq7mt</b></p><p>این کد تا 5 دقیقه معتبر است.</p>' }, 'bxq7mt'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('one mail, any format: what a text-only or HTML-only copy of a mail needs', () => {
    it.each<[string, CodeSource, string | null]>([
      ['an instruction hard-wrapped over two lines (fi, text)', { subject: 'OmaVero: vahvistustunnus', text: 'Olet kirjautumassa OmaVero-palveluun valtuutettuna (Y-tunnus 2819441-7). Syötä\npalveluun alla oleva vahvistustunnus:\nT4MZ8Q\nTunnus on voimassa 15 minuuttia.' }, 'T4MZ8Q'],
      ['the code word on the line the sentence wraps into (nl, text)', { subject: 'Je verificatiecode voor Klik', text: 'Klik [https://cdn.klikdating.example/mail/klik-heart.png] 604381 is je\nverificatiecode voor Klik. Vul hem in de app in om je e-mailadres te bevestigen.\nKlik Dating B.V. · Herengracht 420, 1017 BZ Amsterdam · KvK 84410293' }, '604381'],
      ['the same in English (en, text)', { text: 'Acme Cloud [https://cdn.acme.example/mail/logo-dark-2x.png] Hi Sam, 771204 is your\nsign-in code. It expires in 10 minutes.' }, '771204'],
      ['a cancelled code beside the new one (bn)', { subject: 'আপনার নতুন ভেরিফিকেশন কোড', text: 'ট্রান্সফার সম্পন্ন করতে কোডটি ব্যবহার করুন: 820614। আগে পাঠানো কোড 491375 বাতিল করা হয়েছে।' }, '820614'],
      ['a cancelled code beside the new one (en)', { subject: 'Your new verification code', text: 'Use this code to finish the transfer: 820614. The code 491375 we sent before was cancelled.' }, '820614'],
      ['soft hyphens as entities inside the code (cs, HTML)', { subject: 'Váš ověřovací kód pro změnu hesla', html: '<p>Pro pokračování zadejte na webu tento ověřovací kód:</p><p style="font-size:28px"><b>58&shy;31&shy;92</b></p><p>Kód platí 15 minut.</p>' }, '583192'],
      ['&ZeroWidthSpace; and &NoBreak; inside the code (en, HTML)', { subject: 'Your verification code', html: '<p>Your code:</p><p><b>48&ZeroWidthSpace;29&NoBreak;13</b></p>' }, '482913'],
      ['soft hyphens as entities inside the code (tr, HTML)', { subject: 'Giriş kodun', html: '<p>Giriş yapmak için aşağıdaki kodu kullan.</p><div style="letter-spacing:8px">483&shy;107</div>' }, '483107'],
      ['"the code below" points past a member number on its line (th, one digit per cell)', { subject: 'รหัสยืนยันสมาชิก Royal Sky', html: '<p>กรุณาใช้รหัสยืนยันด้านล่างเพื่อเข้าสู่ระบบบัญชีสมาชิก Royal Sky หมายเลข RS 4410 2938</p><table><tr><td>8</td><td>3</td><td>0</td><td>5</td><td>7</td><td>2</td></tr></table><p>รหัสนี้ใช้ได้ภายใน 10 นาที</p>' }, '830572'],
      ['"the code below" (en)', { subject: 'Your Acme code', html: '<p>Use the verification code below to sign in to account no. 4410 2938</p><p><b>771029</b></p>' }, '771029'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('forwards and replies built around a mail (found by the format probe)', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a reply\'s subject repeats the answered mail\'s code: history (ja)', { subject: 'Re: 【ツバサ航空】確認コード 391508（ログイン）', text: 'ありがとうございます、ログインできました。\n\nOn Mon, 4 Mar 2024 at 10:02, Tsubasa <no-reply@tsubasa.example> wrote:\n> 確認コード：３９１５０８\n> 有効期限：発行から１５分' }, null],
      ['the same in German', { subject: 'Re: Dein Kinowelle-Code: 612904', text: 'Danke, hat geklappt!\n\nAm 04.03.2024 um 10:02 schrieb Kinowelle <no-reply@kinowelle.example>:\n> Dein Code: 612904' }, null],
      ['counter-example: the writer sends a new code in a reply with a code in its subject (en)', { subject: 'Re: Your code 391508 expired', text: 'Sorry about that, here is a fresh one:\n582 017\n\nOn Mon, 4 Mar 2024 at 10:02, Dana <dana@example.com> wrote:\n> The code 391508 says expired.' }, '582017'],
      ['a link quoted in a reply is history (en)', { subject: 'Re: Confirm your email', text: 'Done, thanks!\n\nOn Mon, 4 Mar 2024 at 10:02, Tradeloop <no-reply@tradeloop.example> wrote:\n> Confirm your email address:\n> https://www.tradeloop.example/account/email/confirm?t=ev_91KdP0sQmZ3xL7a' }, null],
      ['a case id in a forwarded subject is no code (th)', { subject: 'Fwd: RE: ขอรหัสยืนยันใหม่ [CS-67-0219-441]', text: 'FYI\n\n---------- Forwarded message ---------\nFrom: Fasai Mobile <cs@fasai.example>\nSubject: RE: ขอรหัสยืนยันใหม่ [CS-67-0219-441]\n\nรหัสยืนยันใหม่: 306158' }, '306158'],
      ['a case id is no code (en)', { subject: 'Your request', text: 'Your verification request was logged as CS-67-0219-441.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('a code word completed by one word, then a colon, labels the code directly', () => {
    it.each<[string, CodeSource, string | null]>([
      ['ru, forwarded (the code falls in the second half of the mail)', { subject: 'Fwd: Подтверждение электронной почты', text: 'FYI, see below.\n\n---------- Forwarded message ---------\nFrom: Gosuslugi <no-reply@gu.example>\nDate: Mon, 4 Mar 2024 at 10:02\nSubject: Подтверждение электронной почты\nTo: Dana <dana@example.com>\n\nЗдравствуйте!\n\nКод подтверждения: 5820\n\nВведите его на портале, чтобы подтвердить адрес электронной почты.\nНикому не сообщайте этот код.' }, '5820'],
      ['pl', { text: 'Dzień dobry,\nkod weryfikacyjny: 7403\nKod jest ważny 5 minut.\nW razie pytań prosimy o kontakt.\nZespół Obsługi Klienta\nul. Prosta 51, 00-838 Warszawa' }, '7403'],
      ['counter-example: a product code (ro)', { subject: 'Oferta săptămânii', html: '<p>Cod produs: 4418207</p><p>Mașină de spălat 9 kg</p><p>Cod produs: 7702196</p><p>Frigider 300 l</p>' }, null],
      ['counter-example: a product code (fr)', { subject: 'Votre liste d’envies', text: 'Code produit : 5520381\nLave-linge 9 kg, 1400 tr/min' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('a footer glued to the line of a labelled code (text parts that hard-wrap HTML)', () => {
    it.each<[string, CodeSource, string | null]>([
      ['en', { subject: 'Sign in to Slidesy', text: 'Click the button below to sign in:\nSign in [https://slidesy.example/auth/magic?t=eyJhbGciOiJIUzI1NiJ9.q3]\nOr enter this code: TQ7M2R © 2026 Example Inc. · 1 Market St, San Francisco, CA\n94105' }, 'TQ7M2R'],
      ['de', { subject: 'Anmeldung bei Kontor', text: 'Ihr Anmeldecode: 731904 © 2025 Kontor GmbH · Hauptstraße 5 · 10115 Berlin' }, '731904'],
      ['a number glued to the next word by synthesised text is not a mixed code (en)', { subject: 'Your Acme PIN', text: 'Your PIN code is:8823It expires in 10 minutes.\n8823' }, '8823'],
      ['an upper-case code glued to the next word is not a mixed code (en)', { subject: 'Your Acme code', text: 'Your verification code:R3MX7PThe code expires in 10 minutes.\nR3MX7P' }, 'R3MX7P'],
      ['counter-example: a number after the footer mark (en)', { subject: 'Your Acme sign-in code', text: 'Your code is below.\n© 2026 Acme Inc., 1 Market St, Suite 4821, San Francisco' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('replies about a code: chat wording in the opening lines of the new text', () => {
    const quote = '\n\nOn Mon, 4 Mar 2024 at 10:02, Priya <priya@example.com> wrote:\n> Here is the login code: 552019\n> It is good for 10 minutes.';
    it.each<[string, CodeSource, string | null]>([
      ['en, inline', { subject: 'Re: Login code?', text: `here's the new one: 918274${quote}` }, '918274'],
      ['en, "try … instead", grouped', { subject: 'Re: Login code?', text: `Sorry! try 5820 1934 instead${quote}` }, '58201934'],
      ['es', { subject: 'Re: ¿Código de acceso?', text: `Prueba con 582019, el otro caducó.${quote}` }, '582019'],
      ['de', { subject: 'AW: Anmeldecode', text: `Versuch mal 730418.${quote}` }, '730418'],
      ['ru', { subject: 'Re: Код для входа', text: `Вот новый: 604733${quote}` }, '604733'],
      ['ja', { subject: 'Re: ログインコード', text: `新しいのはこちら：391508${quote}` }, '391508'],
      ['counter-example: an order number in the opening line', { subject: 'Re: Login code?', text: `Order 48213920 arrived, the code is not needed anymore.${quote}` }, null],
      ['counter-example: a room number', { subject: 'Re: Login code?', text: `I'm in room 4108 today, come by.${quote}` }, null],
      ['counter-example: the writer repeats the quoted code', { subject: 'Re: Login code?', text: `552019 says invalid.${quote}` }, null],
      ['counter-example: an employee number (es)', { subject: 'Re: ¿Código de acceso?', text: `Mi número de empleado es 448120.${quote}` }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('an expired code before its replacement, in further languages', () => {
    it.each<[string, string]>([
      ['he', 'הקוד הקודם 417206 אינו תקף עוד. הקוד החדש שלך הוא 583920.'],
      ['el', 'Ο προηγούμενος κωδικός 417206 δεν ισχύει πλέον. Ο νέος σας κωδικός είναι 583920.'],
      ['hu', 'A korábbi kód (417206) már nem érvényes. Az új kódod: 583920.'],
      ['fi', 'Aiempi koodi 417206 ei ole enää voimassa. Uusi koodisi on 583920.'],
      ['da', 'Den tidligere kode 417206 virker ikke længere. Din nye kode er 583920.'],
      ['th, on two lines', 'รหัสเดิม 417206 ใช้ไม่ได้แล้ว\nรหัสใหม่ของคุณคือ 583920'],
    ])('%s', (_name, text) => {
      expect(codeOf({ text })).toBe('583920');
    });
  });

  describe('a code opening its sentence, in the subject after a bracketed tag or in the body', () => {
    it.each<[string]>([['482913 doğrulama kodunuzdur'], ['482913 ist dein Code'], ['482913 là mã xác minh của bạn'], ['482913 είναι ο κωδικός σας'], ['482913 คือรหัสของคุณ']])('%s', (sentence) => {
      expect(codeOf({ subject: `[Acme] ${sentence}`, text: 'Hi,\nsee the subject.\nAcme Inc., 500 Howard St, San Francisco, CA 94105' })).toBe('482913');
      expect(codeOf({ subject: 'Acme', text: `${sentence}. Do not share it.\nAcme Inc., 500 Howard St, San Francisco, CA 94105` })).toBe('482913');
    });
  });

  describe('confirmation links of invitations, document access and activations, in many languages', () => {
    const button = (lead: string, href: string, label: string): string =>
      `<p>${lead}</p><p><a href="${href}">${label}</a></p><p><a href="https://example.net/unsubscribe?u=1">Unsubscribe</a> <a href="https://twitter.com/example">Twitter</a></p>`;
    it.each<[string, string, string, string, string]>([
      ['workspace invitation with a UUID', 'Lena invited you to the Atlas workspace', 'Lena has invited you to the Atlas workspace.', 'https://app.example.com/invitations/8f3c2e71-4b9a-4d21-9e0f-6a1b2c3d4e5f/accept', 'Join Atlas'],
      ['event invitation (de)', 'Einladung: Teamabend', 'Jana lädt dich zum Teamabend ein.', 'https://kalender.example.de/e/71/rsvp?invite=Zq8LmW2xPe7RtY4u', 'Teilnahme zusagen'],
      ['document access magic link', 'Marta shared "Plan.pdf" with you', 'Marta shared a document with you.', 'https://docs.example.com/documents/access?t=eyJkIjoiNzcxIn0.Q2xRk9v', 'Open the document'],
      ['activation (hi)', 'अपना खाता सक्रिय करें', 'खाता सक्रिय करने के लिए नीचे क्लिक करें।', 'https://example.in/activate/Vx7Lq2Km9WzR4tPp', 'खाता सक्रिय करें'],
      ['team invitation (id)', 'Budi mengundang Anda ke tim Keuangan', 'Budi mengundang Anda untuk bergabung dengan tim.', 'https://akun.example.id/undangan/terima?token=Rk2Lq9Wx7MzT4pVv', 'Terima undangan'],
      ['team invitation (zh)', '王磊邀请您加入团队', '王磊邀请您加入团队。', 'https://i.example.cn/team/join?invite_code=x7Kq9LmW2pRz', '接受邀请'],
      ['verification (bn)', 'আপনার ইমেল যাচাই করুন', 'আপনার ইমেল যাচাই করতে নিচের বোতামে ক্লিক করুন।', 'https://example.bd/verify?token=Bn4Kq9Lx2WzR7mYt', 'ইমেল যাচাই করুন'],
    ])('%s', (_name, subject, lead, href, label) => {
      expect(codeOf({ subject, html: button(lead, href, label) })).toBe(href);
    });

    it('a password-reset link with its token in the path beats a stray reference number', () => {
      const href = 'https://id.example.com/password/reset/confirm/MzkxNw/d7k-3a9c0e5b1f26d48a/';
      expect(codeOf({ subject: 'Reset your password', html: button('We received a request to reset your password. Reference 2209741.', href, 'Choose a new password') })).toBe(href);
    });

    it('a masked id beside the token is no code', () => {
      const href = 'https://portal.example.gr/auth/reset?token=fqa-72cd19e0b4a3&amka=XXXXXX8812';
      expect(codeOf({ subject: 'Επαναφορά κωδικού πρόσβασης', html: button('Λάβαμε αίτημα επαναφοράς του κωδικού σας (ΑΜΚΑ XXXXXX8812).', href, 'Επαναφορά κωδικού') })).toBe(href);
    });

    it('a code named by a code word still wins over the link beside it', () => {
      expect(codeOf({ subject: 'Sign in to Acme', html: button('Your sign-in code is 482913. Or use the button.', 'https://acme.example/auth/magic?t=Qw8Lm2Kx9RzT', 'Sign in') })).toBe('482913');
    });

    it('a word code set apart under a code word wins over the magic link beside it', () => {
      const html = '<p>Here is your sign-in code:</p><p><b>TAPE-MULE-KITE</b></p><p>Or sign in with the button.</p><p><a href="https://acme.example/auth/magic?t=Qw8Lm2Kx9RzT">Sign in</a></p>';
      expect(codeOf({ subject: 'Your Acme sign-in code', html })).toBe('TAPE-MULE-KITE');
    });

    it.each<[string, string]>([
      ['a meeting join link', 'https://meet.example.com/j/84522910374?pwd=Qm9kTzRhZ1ZKc2x1'],
      ['an RSVP "no" link', 'https://calendar.example.com/rsvp?eid=Zq8LmW2xPe7R&r=no'],
    ])('%s is never the answer', (_name, href) => {
      expect(codeOf({ subject: 'Invitation: sprint review', html: button('You are invited to the sprint review.', href, 'Join the event') })).toBeNull();
    });
  });
  describe('one-time passwords and TANs below a payment\'s details, in many languages', () => {
    const details = (lines: string[]): string => lines.join('\n');
    it.each<[string, CodeSource, string | null]>([
      ['de, mobileTAN after the transfer', { subject: 'Ihre mobileTAN', text: details(['für Ihre Überweisung', '  Empfänger: Muster GmbH', '  IBAN: DE44 5001 0517 5407 3249 31', '  Betrag: 1.240,00 EUR', '', 'lautet Ihre mobileTAN: 718293', 'Die TAN ist 5 Minuten gültig.']) }, '718293'],
      ['de, smsTAN alone on its line', { subject: 'Auftrag freigeben', text: details(['Betrag: 89,90 EUR', 'Empfänger: Stadtwerke Nord', 'Ihre smsTAN:', '', '  304 918', '', 'Ihre Sparkasse']) }, '304918'],
      ['de, chipTAN in a sentence', { text: 'Überweisung über 250,00 EUR an DE12 3704 0044 0532 0130 00: Die chipTAN 57 21 90 ist nur für diesen Auftrag gültig.' }, '572190'],
      ['hu, egyszeri jelszó alone on its line', { subject: 'Egyszeri jelszó – internetes vásárlás', text: details(['A(z) 12 500 Ft összegű kártyás vásárlás (kártya: **** 7731) jóváhagyásához szükséges egyszeri jelszó:', '', '58213704', '', 'A jelszó 5 percig érvényes.']) }, '58213704'],
      ['cs, jednorázové heslo', { subject: 'Platba kartou', text: 'Částka: 1 290,00 Kč, obchodník: SHOP.EXAMPLE, karta **** 4471.\nJednorázové heslo pro potvrzení platby: 40718265' }, '40718265'],
      ['sv, engångslösenord', { subject: 'Köp med kort', text: 'Belopp: 499,00 SEK\nHandlare: Webbshop AB\nDitt engångslösenord: 615 204' }, '615204'],
      ['nl, eenmalig wachtwoord', { subject: 'Betaling bevestigen', text: 'Bedrag: € 74,95\nWinkel: Bol Example\nUw eenmalig wachtwoord is 903 117.' }, '903117'],
      ['ro, parolă unică', { subject: 'Plată online', text: 'Suma: 320,00 RON, comerciant: MAGAZIN SRL.\nParola unică pentru această plată: 77120945' }, '77120945'],
      ['vi, mật khẩu một lần', { subject: 'Xác thực giao dịch', text: 'Số tiền: 1.250.000 VND\nMật khẩu một lần (OTP) của bạn là 482 019.' }, '482019'],
      ['counter-example: the payment\'s amounts and IBAN alone are no code (de)', { subject: 'Ihre Überweisung wurde ausgeführt', text: details(['Empfänger: Muster GmbH', 'IBAN: DE44 5001 0517 5407 3249 31', 'Betrag: 1.240,00 EUR', 'Referenz: 88201734']) }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('Outlook reply headers of further languages open the quoted history', () => {
    const reply = (newText: string, header: string[]): CodeSource => ({ subject: 'RE: code', text: `${newText}\n\n${header.join('\n')}\n\nThe code from Friday (K2M9-41PZ) has expired.` });
    it.each<[string, string[]]>([
      ['pl', ['Od: Magdalena <m@example.pl>', 'Wysłane: poniedziałek, 23 listopada 2026 15:40', 'Do: Łukasz <l@example.pl>', 'Temat: kod']],
      ['hu', ['Feladó: Kiss Anna <a@example.hu>', 'Elküldve: 2026. november 23., hétfő 15:40', 'Címzett: IT <it@example.hu>', 'Tárgy: kód']],
      ['fi', ['Lähettäjä: Anna <a@example.fi>', 'Lähetetty: maanantai 23. marraskuuta 2026 15.40', 'Vastaanottaja: IT <it@example.fi>', 'Aihe: koodi']],
      ['ro', ['De la: Ana <a@example.ro>', 'Trimis: luni, 23 noiembrie 2026 15:40', 'Către: IT <it@example.ro>', 'Subiect: cod']],
      ['sk', ['Od: Jana <j@example.sk>', 'Odoslané: pondelok 23. novembra 2026 15:40', 'Komu: IT <it@example.sk>', 'Predmet: kód']],
    ])('%s', (_name, header) => {
      expect(codeOf(reply('Here is the new activation code:\n\nCODE: 7DQ4-29WX\n\nRegards, IT', header))).toBe('7DQ4-29WX');
      // The new text without a code: the quoted, expired one is no answer.
      expect(codeOf(reply('I will send you a new one in a minute.', header))).toBeNull();
    });
  });

  describe('a reply that repeats the code of its quoted history', () => {
    const quote = (code: string): string => `\n\nOn Tue, 24 Nov 2026 at 11:20, Support <help@example.com> wrote:\n> Here is your new access code: ${code}\n> It is valid until 6 pm.`;
    it.each<[string, CodeSource, string | null]>([
      ['es, the writer confirms which code to type', { subject: 'Re: Acceso al portal', text: `Entonces el código que tengo que poner es el 904 726, ¿verdad? Lo pongo ahora mismo: 904 726${quote('904 726')}` }, '904726'],
      ['en, "that one works - use …"', { subject: 'Re: Payroll verification code', text: `Yes, that one works - use 558 120, it's from the email below.${quote('558 120')}` }, '558120'],
      ['de, "ist noch gültig"', { subject: 'Re: Einladungscode', text: `der Code 482 910 aus der Mail unten ist noch gültig, du kannst ihn einfach eingeben.${quote('482 910')}` }, '482910'],
      ['counter-example: the writer reports entering it (de)', { subject: 'Re: Ihr Bestätigungscode', text: `ich habe den Code eingegeben:\n\n  448 201\n\naber es kommt nur eine Fehlermeldung.${quote('448201')}` }, null],
      ['counter-example: the writer reports it fails (en)', { subject: 'Re: Login code', text: `I typed 448 201 but it does not work.${quote('448 201')}` }, null],
      ['counter-example: the writer reports trying it (fr)', { subject: 'Re: Code de connexion', text: `J'ai saisi le code 448 201 mais il ne fonctionne pas.${quote('448 201')}` }, null],
      ['counter-example: the writer reports it fails (pl)', { subject: 'Odp: Kod logowania', text: `Kod 448 201 nie działa, proszę o nowy.${quote('448 201')}` }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('a PIN called fixed or permanent is no one-time code', () => {
    it.each<[string, CodeSource, string | null]>([
      ['pl, a parcel PIN "stały dla Twojego konta"', { subject: 'Twoja paczka jest w drodze', text: 'Numer przesyłki: 6200 1830 4471 2295 8830\nPIN do zmiany terminu dostawy w aplikacji: 4471 (stały dla Twojego konta)' }, null],
      ['en, a permanent locker PIN', { subject: 'Your locker details', text: 'Your PIN is 8205. It is permanent and works for every delivery to this locker.' }, null],
      ['de, ein fester PIN', { subject: 'Ihre Packstation', text: 'Ihr fester PIN für die Packstation 112 lautet 6093.' }, null],
      ['fr, un code permanent', { subject: 'Votre consigne', text: 'Votre code personnel permanent : 7719' }, null],
      ['es, un PIN fijo', { subject: 'Tu taquilla', text: 'Tu PIN fijo para la taquilla es 5530.' }, null],
      ['ru, постоянный код', { subject: 'Ваш постамат', text: 'Ваш постоянный код доступа: 3307' }, null],
      ['ja, 固定の暗証番号', { subject: '宅配ボックスのご案内', text: '固定の暗証番号：4471' }, null],
      ['counter-example: a one-time PIN next to a parcel number (en)', { subject: 'Your verification code', text: 'Parcel 6200183044712295883 is waiting.\nYour one-time verification code: 551902' }, '551902'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds the hand-written codes-kinds-4 mails missed on their first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['digits of a user name on the line above do not label it (en)', { subject: 'Access from new computer', text: 'Here is the Guard code you need to login to account gamer_4471:\n\nF7K2Q\n\nSupport' }, 'F7K2Q'],
      ['… nor an e-mail handle (de)', { subject: 'Neues Gerät', text: 'Hier ist der Code für das Konto max_2290@example.de:\n\nQ8T4K\n' }, 'Q8T4K'],
      ['digit pairs a reply sets apart in its new text (nl)', { subject: 'RE: inlogcode portaal', text: 'Hoi Mark,\n\nDeze komt net binnen:\n\n73 91 04\n\nGr. Sanne\n\nVan: Mark <mark@example.nl>\nVerzonden: dinsdag 24 november 2026 09:12\nAan: Sanne <sanne@example.nl>\nOnderwerp: inlogcode portaal\n\nDe code 551 208 is verlopen.' }, '739104'],
      ['digit pairs a reply sets apart (es)', { subject: 'Re: código del portal', text: 'Acaba de llegar:\n\n58 21 90\n\nEl lun, 23 nov 2026 a las 17:20, Ana <ana@example.es> escribió:\n> ¿Me mandas el código?' }, '582190'],
      ['counter-example: digit pairs in a reply without a code in the thread', { subject: 'Re: Lunch', text: 'Call me:\n\n58 21 90\n\nOn Mon, 23 Nov 2026 at 17:20, Ana <ana@example.com> wrote:\n> Lunch tomorrow?' }, null],
      ['a gift card\'s PIN (es)', { subject: 'Tu tarjeta regalo de 50 €', text: 'Número de la tarjeta: 4829 1937 5521 0042\nPIN: 8841\nSaldo: 50,00 €' }, null],
      ['a gift card\'s PIN (de)', { subject: 'Ihr Geschenkgutschein ist da', text: 'Gutscheincode: 4829-1937-5521\nPIN: 7730' }, null],
      ['a gift card\'s PIN (en)', { subject: 'You received a gift card!', text: 'Card number 6006 4912 0012 4471\nPIN: 5521' }, null],
      ['a Wi-Fi code (sv)', { subject: 'Välkommen', text: 'WiFi-nätverk: Fjord-Guest\nWiFi-kod: 48291357' }, null],
      ['a Wi-Fi code (de)', { subject: 'Ihr Aufenthalt', text: 'WLAN-Code: 77204415' }, null],
      ['an alarm and a gate code (pt)', { subject: 'Chaves do apartamento', text: 'O código do alarme é 4471 e o do portão da garagem é 829104.' }, null],
      ['a door code (fr)', { subject: 'Votre arrivée', text: "Le code de la porte d'entrée est 4829B." }, null],
      ['a door code (en)', { subject: 'Check-in details', text: 'The door code is 4471#, the key box code is 8820.' }, null],
      ['a door code (it)', { subject: 'Il tuo arrivo', text: 'Il codice del portone è 5521.' }, null],
      ['a code the reader is told not to enter (en)', { subject: 'We blocked a sign-in attempt', text: 'We blocked the attempt. Do NOT enter or share the code 482913 that you may have received: someone else requested it.' }, null],
      ['… (de)', { subject: 'Anmeldeversuch blockiert', text: 'Geben Sie den Code 482913 aus der SMS bitte nicht ein: Er wurde von einer anderen Person angefordert.' }, null],
      ['… (fr)', { subject: 'Tentative de connexion bloquée', text: "N'utilisez pas le code 482913 reçu par SMS : il a été demandé par quelqu'un d'autre." }, null],
      ['… (es)', { subject: 'Intento de acceso bloqueado', text: 'No uses el código 482913 que recibiste por SMS: lo pidió otra persona.' }, null],
      ['counter-example: "if you did not ask for it, do not enter it" keeps the code (en)', { subject: 'Your sign-in code', text: 'Your sign-in code is 482913. If you did not request it, do not enter it anywhere.' }, '482913'],
      ['counter-example: "do not share" (en)', { subject: 'Your sign-in code', text: 'Do not share the code 482913 with anyone.' }, '482913'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds the second batch of codes-kinds-4 missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a bottom-posted reply gives the new code below the quote (pt)', { subject: 'Re: Código do portal', text: 'Em seg., 23 de nov. de 2026 às 17:40, Bruno <bruno@example.br> escreveu:\n> Rita, o código que você mandou ontem (118530) expirou. Consegue gerar outro?\n\nGerei agora. Segue o novo: 582019\n\nRita' }, '582019'],
      ['an inline reply answers between quoted lines (de)', { subject: 'AW: Code für das Kundenportal', text: 'Hi Tim,\n\nAm 24.11.2026 um 09:50 schrieb Tim <tim@example.de>:\n> Kannst du mir den Code schicken? Der alte (118530) geht nicht mehr.\n\nKlar, hier ist der neue: 582019\n\n> Und gilt der auch für das Testsystem?\n\nNein.' }, '582019'],
      ['a bottom-posted reply (en)', { subject: 'Re: login code', text: 'On Mon, 23 Nov 2026 at 17:40, Bob <bob@example.com> wrote:\n> The code you sent (118530) expired, can you get another?\n\nsure, try 904726' }, '904726'],
      ['counter-example: text after a quoted diff without a reply header (a review notification)', { subject: 'Re: [acme/app] Improve verification code extraction (PR #1284)', text: '@priyan commented on this pull request.\n\n> -  const match = /\\d{6}/.exec(text);\n> +  const match = CODE_RE.exec(text);\n\nThe code path misses the 4-digit case. Also CI run 13209483 failed.' }, null],
      ['Indonesian "kodenya" and "sebelum expired"', { subject: 'Re: kode login', text: 'Bro, kodenya 582019 ya, buruan sebelum expired.\n\nPada Sel, 24 Nov 2026 pukul 10.02 Rani <rani@example.id> menulis:\n> minta kode login dong' }, '582019'],
      ['Malay "kod" with a suffix (ms)', { subject: 'Pengesahan', text: 'Kodnya ialah 582019. Sah selama 5 minit.' }, '582019'],
      ['"came in to my phone:" names the channel, not a phone number (en)', { subject: 'shared AWS login', text: 'hey - the 2FA code for the shared account just came in to my phone: 582 019' }, '582019'],
      ['counter-example: a phone number labelled "phone:" (en)', { subject: 'Your verification code', text: 'Questions? Phone: 582 019 4471' }, null],
      ['an identifier label (hu)', { subject: 'Belépési kód', text: 'Ügyfélazonosító: 4471-2290-01' }, null],
      ['spaced digits after a colon inside a sentence (hu)', { subject: 'Belépési kód', text: 'A belépéshez szükséges kódod: 5 8 2 0 1 9\nÜgyfélazonosító: 4471-2290-01' }, '582019'],
      ['spaced digits after a colon inside a sentence (en)', { text: 'Your verification code: 4 8 2 9 1 3. It expires in 10 minutes.' }, '482913'],
      ['a code label line takes the verb of the sentence above it, despite a sale below (en)', {
        subject: 'Confirm your email and earn 500 bonus miles',
        html: '<p>Confirm your email address to activate your account.</p><p>Your confirmation code:</p><p><b>582019</b></p><h3>Winter sale</h3><p>Save 20% with promo code FLY20 at checkout.</p>',
      }, '582019'],
      ['counter-example: a discount code under "Your code:" with a sale below (en)', { subject: 'Winter deals', html: '<p>Your code:</p><p><b>SAVE20</b></p><p>Use it at checkout to save 20%.</p>' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds the third batch of codes-kinds-4 missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['an Outlook forward: the "Original Message" line and the header block under it are one header (pl)', { subject: 'PD: Kod weryfikacyjny ePUAP', text: 'Pani Kasiu, przesyłam dalej.\n\n-----Wiadomość oryginalna-----\nOd: ePUAP <p@epuap.example>\nWysłano: wtorek, 24 listopada 2026 10:02\nDo: Ewa <ewa@example.pl>\nTemat: Kod weryfikacyjny ePUAP\n\nTwój kod weryfikacyjny: 582917' }, '582917'],
      ['… (en)', { subject: 'FW: Your sign-in code', text: 'Can you enter this?\n\n-----Original Message-----\nFrom: Acme <no-reply@acme.example>\nSent: Tuesday, November 24, 2026 10:02 AM\nTo: Dana <dana@example.com>\nSubject: Your sign-in code\n\nYour sign-in code is 604182.' }, '604182'],
      ['a coupon under "use the code below in the cart" (pt)', { subject: 'Só hoje: 15% OFF com o cupom', html: '<p>Use o código abaixo no carrinho:</p><p><b>PONTO15</b></p><p>Válido até hoje.</p>' }, null],
      ['… (de)', { subject: 'Nur heute: Gutschein', html: '<p>Geben Sie diesen Code im Warenkorb ein:</p><p><b>WINTER25</b></p>' }, null],
      ['a delivery code handed to the courier (id)', { subject: 'Pesanan Anda telah dikirim', text: 'Kode verifikasi penerimaan: 5820\nBerikan kode ini kepada kurir saat paket diterima.' }, null],
      ['… to the driver (en)', { subject: 'Your ride is on the way', text: 'Share this PIN with your driver to start the trip: 7731' }, null],
      ['… dem Zusteller (de)', { subject: 'Ihr Paket kommt heute', text: 'Nennen Sie dem Zusteller bitte den Code 4829, damit er das Paket übergeben kann.' }, null],
      ['… au livreur (fr)', { subject: 'Votre commande arrive', text: 'Communiquez le code 7720 au livreur à la réception.' }, null],
      ['counter-example: "tell no one, not even the courier" (ru)', { subject: 'Ваш код для входа', text: 'Ваш код для входа: 5829. Никому его не сообщайте — даже курьеру.' }, '5829'],
      ['counter-example: "never give it to the driver" (en)', { subject: 'Your sign-in code', text: 'Your sign-in code is 604182. Never give it to the driver or anyone else.' }, '604182'],
      ['a prescription code already redeemed (pl)', { subject: 'Recepta zrealizowana', text: 'Recepta o kodzie 4471 została zrealizowana w naszej aptece.' }, null],
      ['a voucher already redeemed (de)', { subject: 'Ihr Gutschein', text: 'Der Code 7730 wurde am 24.11. eingelöst.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('a payment or order subject that names a verification code is no receipt', () => {
    it.each<[string, CodeSource, string | null]>([
      ['fr, a reply giving a new code under a payment subject', { subject: 'Re: Paiement en ligne : votre code de sécurité', text: 'Prueba con 927481, el otro caducó.\n\nOn Mon, 4 Mar 2024 at 10:02, Bank <b@example.fr> wrote:\n> Votre code : 48 19 27' }, '927481'],
      ['es, a security code labelled only', { subject: 'Pago con tarjeta: tu código de seguridad', text: 'Importe: 35,00 EUR\nTu código: 520 417' }, '520417'],
      ['en, a one-time passcode for a payment', { subject: 'Payment: your one-time passcode', text: 'Amount: USD 49.99\nPasscode: 730418' }, '730418'],
      ['counter-example: a pickup code under an order subject (fr)', { subject: 'Votre commande est prête – code de retrait', text: 'Code de retrait : 4471\nPrésentez-le en magasin.' }, null],
      ['counter-example: a pickup code (de)', { subject: 'Ihre Bestellung', text: 'Ihr Abhol-Code: 582019' }, null],
      ['counter-example: a parcel-locker code (pl)', { subject: 'Powiadomienie', text: 'Kod odbioru: 482913, paczkomat WAW22M.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('typing verbs of further scripts, before or after the number (a vocabulary probe of 81 sentences)', () => {
    it.each<[string, string]>([
      ['zh', '请输入482913完成验证。'],
      ['zh-TW', '請輸入 482913 以完成登入。'],
      ['ja, verb after', '482913 を入力してください。'],
      ['ko, verb after', '482913을 입력하세요.'],
      ['ar', 'أدخل 482913 لإكمال التسجيل.'],
      ['he', 'הזן 482913 כדי להמשיך.'],
      ['th', 'กรอก 482913 เพื่อดำเนินการต่อ'],
      ['hi, verb after', 'आगे बढ़ने के लिए 482913 दर्ज करें।'],
    ])('%s', (_name, text) => {
      expect(codeOf({ subject: 'Account', text })).toBe('482913');
    });

    it.each<[string]>([['Varmennuskoodi'], ['Tunnistautumiskoodi'], ['Kirjautumiskoodisi']])('Finnish compound %s', (label) => {
      expect(codeOf({ subject: 'Tili', text: `${label}:\n\n482913` })).toBe('482913');
    });
  });
  describe('labels that name something else, in further languages (scripts/probe-code-vocabulary.ts)', () => {
    it.each<[string]>([
      ['Cod de reducere: 482913'], ['Kode voucher: 482913'], ['Kod przesyłki: 482913'], ['Трек-код: 482913'], ['Customer code: 482913'], ['Código de cliente: 482913'],
      ['Kod klienta: 482913'], ['Код клиента: 482913'], ['Müşteri kodu: 482913'], ['エラーコード：482913'], ['오류 코드: 482913'], ['ミーティングID: 482 913 5521 パスコード: 7730'], ['Gift card PIN: 4471'],
    ])('%s', (line) => {
      expect(codeOf({ subject: 'Information', text: `Hello,\n\n${line}\n\nBest regards` })).toBeNull();
    });
  });
  describe('kinds the fourth pair of writers (codes-fresh3-dev2) missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a code framed by arrows is no quoted line (en)', { subject: 'Verify your email', text: 'Enter this one-time code on the page:\n\n>> 63 80 21 <<\n\nIt expires in 20 minutes.' }, '638021'],
      ['… (de)', { subject: 'Ihr Code', text: 'Bitte geben Sie diesen Code ein:\n\n> 582 019 <\n' }, '582019'],
      ['a line ending in a colon introduces the next one, whatever number it holds (es)', { subject: 'RV: Código de verificación', text: 'Su código de verificación para firmar el documento "Exp. 2026/4471" es:\n\nH7K-42M\n\nCaduca en 30 minutos.' }, 'H7K-42M'],
      ['… (en)', { subject: 'Your code', text: 'Your verification code for case 2026/118 is:\n\n730418' }, '730418'],
      ['a "door" qualifier needs a word end: "PIN de portabilidad" (es)', { subject: 'Tu código para la portabilidad', text: 'Ingresá este código en la web para confirmar la portabilidad:\n\n   PIN de portabilidad: 5 0 8 8' }, '5088'],
      ['counter-example: a door code stays one (pt)', { subject: 'Acesso', text: 'Código da porta: 4471' }, null],
      ['a longer clause ending in a colon labels digit pairs (pt)', { subject: 'o código do ifood', text: 'Chegou aqui o código pra vincular a conta de parceiro, é esse: 47 29 93' }, '472993'],
      ['… (cs)', { subject: 'kód', text: 'kód z banky pro přihlášení do firemního účtu: 65 11 38 92' }, '65113892'],
      ['… an arrow ends the clause (en)', { subject: 'code', text: 'Code for the vendor portal just came through -> 88 53 07' }, '885307'],
      ['… (de)', { subject: 'Code', text: 'Der Code fürs Lieferantenportal ist gerade gekommen → 41 92 07' }, '419207'],
      ['a check-in code at a kiosk under an appointment subject (en)', { subject: 'Your DMV appointment is confirmed', text: 'Confirmation number: 7734-2019-88\nYour check-in code at the kiosk: 4417' }, null],
      ['… (de)', { subject: 'Terminbestätigung und Check-in-Code', text: 'Ihr Termin ist bestätigt.\nIhr Check-in-Code für das Terminal am Empfang: 4 8 1 2' }, null],
      ['… a check-in code without an appointment subject (fr)', { subject: 'Votre séjour', text: "Votre code d'enregistrement : 5521" }, null],
      ['a payment code under a bill subject (ru)', { subject: 'Счёт за ноябрь 2026', text: 'К оплате: 650,00 руб.\nКод для оплаты через терминал: 7710' }, null],
      ['a card authorisation code of an approved purchase (pt)', { subject: 'Compra aprovada no cartão final 7731', html: '<table><tr><td>Valor</td><td>R$ 289,90</td></tr><tr><td>Código de autorização</td><td>508213</td></tr></table>' }, null],
      ['… (en)', { subject: 'Purchase approved: card ending 4417', text: 'Merchant: ACME STORE\nAuthorization code: 608213' }, null],
      ['counter-example: a purchase to confirm asks for the code (es)', { subject: 'Confirma tu compra', text: 'Tu código de seguridad para confirmar la compra es 520 417.' }, '520417'],
      ['a referral code is promotional (en)', { subject: 'Weekly market recap', html: '<p>Refer a friend with code <b>SB-REF-88Q2K</b> and both get $20 in BTC.</p>' }, null],
      ['… (fr)', { subject: 'Votre récap', text: 'Parrainez vos amis avec le code MARIE-4821 : 10 € chacun.' }, null],
      ['… (de)', { subject: 'Neuigkeiten', text: 'Freunde werben lohnt sich: Code ANNA7731 teilen und 15 € erhalten.' }, null],
      ['a PNR and a ticket code are references (it)', { subject: 'Biglietto acquistato - PNR QX4RT7', html: '<table><tr><td>Codice PNR</td><td><b>QX4RT7</b></td></tr><tr><td>Codice biglietto</td><td>2811 8844 1207</td></tr><tr><td>Treno</td><td>FR 9527</td></tr></table>' }, null],
      ['… (de)', { subject: 'Ihre Fahrkarte', text: 'Ticket-Code (für die Kontrolle): K2R9X4' }, null],
      ['… (en)', { subject: 'Your trip', text: 'PNR code: RX4K2M' }, null],
      ['a forwarder gives the new code above the forwarded mail whose code expired (en/de)', { subject: 'Fwd: Bestätigungscode für Ihr Lieferantenkonto', text: 'The code in the mail below had already expired when I saw it, so I clicked "resend" - the new one came by SMS: 218 440. Use that one, not the one below.\n\nSven\n\n-------- Forwarded Message --------\nSubject: Bestätigungscode\nFrom: Portal <p@example.de>\n\nIhr Bestätigungscode lautet: 991327\n\nLieferantennummer: 700443' }, '218440'],
      ['… (es)', { subject: 'RV: Código de acceso', text: 'Ese ya caducó, me mandaron uno nuevo por SMS: 730 418.\n\n---------- Mensaje reenviado ---------\nDe: Portal <p@example.es>\n\nSu código de acceso es 551209.' }, '730418'],
      ['counter-example: the forwarder repeats the forwarded code (en)', { subject: 'Fwd: Your code', text: 'Can you enter 482913 for me?\n\n---------- Forwarded message ---------\nFrom: Acme <a@acme.example>\n\nYour verification code is 482913.' }, '482913'],
      ['a compound "number" label (de, nl)', { subject: 'Ihr Code', text: 'Ihr Code: 551902\nKundennummer: 700443\nklantnummer: 700444' }, '551902'],
      ['counter-example: a TAN beside a compound label (de)', { subject: 'Überweisung freigeben', text: 'Kundennummer: 700443\nIhre mobileTAN: 551902' }, '551902'],
      ['a label in the purpose phrase of "OTP for … is" (en)', { subject: 'OTP for ticket booking', text: 'Your One Time Password (OTP) for booking the ticket is 774519. Do not share it with anyone.' }, '774519'],
      ['… (es)', { subject: 'Clave', text: 'Tu código para la reserva del pedido es 604918.' }, '604918'],
      ['a department code (ru)', { subject: 'Заявление принято', text: 'Подразделение: ОВМ МВД, код подразделения 770-001' }, null],
      ['… a branch code (fr)', { subject: 'Votre compte', text: "Code d'agence : 30004" }, null],
      ['the authentication code of a transfer receipt (pt)', { subject: 'Comprovante de Pix enviado', text: 'Pix enviado com sucesso!\nValor: R$ 150,00\nCódigo de autenticação: 7F3A-22C9-1B08' }, null],
      ['… (es)', { subject: 'Comprobante de transferencia', text: 'Código de autenticación: 44F1-92AC' }, null],
      ['a code in an example introduced on the line above (en)', { subject: 'Fraud awareness: never share your one-time code', html: '<p>Scammers ask you to read out the code we text you. A message might look like this:</p><blockquote>Harbourline: Your one-time code is 482 193. Never share it.</blockquote>' }, null],
      ['… (de)', { subject: 'Sicherheitshinweis', text: 'Eine echte SMS von uns sieht zum Beispiel so aus:\nIhr Bestätigungscode: 558201' }, null],
      ['two letters before four digits are the code\'s own (fr)', { subject: 'accès au compte fournisseur', text: "Le code qu'ils m'ont envoyé ce matin, c'est : QX-5521\n(avec le tiret)." }, 'QX-5521'],
      ['… (en)', { subject: 'Your code', text: 'Your access code: KM-4410' }, 'KM-4410'],
      ['counter-example: a sender\'s tag before six digits (en)', { subject: 'Google', text: 'G-482913 is your Google verification code.' }, '482913'],
      ['digit pairs and a last single digit right after a code word (pl)', { subject: 'Kod do e-Urzędu', text: 'przyszedł mi SMS z kodem, przepisuję:\n\nkod: 19-77-40-2\n\nWażny 10 minut.' }, '1977402'],
      ['… (en)', { subject: 'code', text: 'The code: 48 29 13 7' }, '4829137'],
      ['counter-example: a reference ending in one digit (it)', { subject: 'Avviso', text: 'codice 8842 1190 3' }, null],
      ['an upper-case code in spaced groups after a label (es)', { subject: 'código Cl@ve', text: 'Me acaba de llegar el PIN de Cl@ve: XQR 882\n\nCaduca en 10 minutos.' }, 'XQR882'],
      ['… (en)', { subject: 'Sign-in', text: 'Your sign-in code: K7Q 4MZ' }, 'K7Q4MZ'],
      ['counter-example: four spaced groups are a document\'s verification string (es)', { subject: 'Justificante de presentación', text: 'Código Seguro de Verificación (CSV): 7XK9 2MQP 4RTD ZW8L' }, null],
      ['a typing verb asks for "the number" before digit pairs (cs)', { subject: 'Dokončení registrace', text: 'Pro dokončení registrace zadejte na stránce žádosti číslo 58 20 13. Platnost vyprší za 30 minut.\n\nČíslo žádosti: PO-2026-113907' }, '582013'],
      ['… (es)', { subject: 'Registro', text: 'Para terminar, introduzca en la web el número 604 918.' }, '604918'],
      ['counter-example: a number word that names something else (cs)', { subject: 'Objednávka', text: 'Zadejte prosím číslo objednávky 48213952 do formuláře.' }, null],
      ['a Japanese confirmation number the reader is asked to type', { subject: 'メールアドレス確認のお願い', text: 'お客様の確認番号は 4821 です。登録画面に入力して、メールアドレスの確認を完了してください。' }, '4821'],
      ['counter-example: a booking\'s confirmation number (ja)', { subject: 'ご予約の確認', text: 'ご予約の確認番号は 48213 です。当日はフロントでお伝えください。' }, null],
      ['a code read out in words in a reply about a code (en)', { subject: 'Re: the Agrimart code', text: "Dad just read it out to me over the phone, it went to his mobile: eight one four, two two nine. Hope that's right.\n\nTom\n\n> On 25 Nov 2026, at 08:41, Assistant <a@example.com> wrote:\n> Agrimart texted a 6-digit code to the number ending 0417. Could you get it for me?" }, '814229'],
      ['… (de)', { subject: 'Ihr Bestätigungscode', text: 'Der Bestätigungscode lautet: acht eins vier zwei zwei neun' }, '814229'],
      ['… (fr)', { subject: 'Re: le code', text: "Il m'a dicté le code : huit, un, quatre, deux.\n\nLe lun. 23 nov. 2026, Agent <a@example.fr> a écrit :\n> Tu peux me donner le code ?" }, '8142'],
      ['counter-example: number words in a mail about no code (en)', { subject: 'Lunch', text: 'We need one two three four chairs, maybe five.' }, null],
      ['a subject naming the discount code that the body sells (en)', { subject: '48 HOURS ONLY: your code SAVE20NOW is inside', html: '<h1>20% OFF EVERYTHING</h1><p>Use code</p><p><b>SAVE20NOW</b></p><p>at checkout.</p>' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('code shapes of the writers\' brief: dotted groups, a prefix alone on its line, spaced digits in a sentence', () => {
    it.each<[string, CodeSource, string | null]>([
      ['dotted pairs (de)', { subject: 'Anmeldung', text: 'Ihr Code: 48.29.17' }, '482917'],
      ['dotted threes right after the code word (es)', { subject: 'Acceso', text: 'Tu código: 482.913' }, '482913'],
      ['dotted threes alone under the code word (pt)', { subject: 'Acesso', text: 'Seu código de verificação:\n\n482.913\n\nVálido por 10 minutos.' }, '482913'],
      ['a prefixed code alone under the code word (en)', { subject: 'Sign in', text: 'Enter this verification code:\n\nG-305872\n\nIt expires in 10 minutes.' }, '305872'],
      ['spaced digits after "is" (en)', { subject: 'Sign in', text: 'Your verification code is 4 8 2 9 1 3' }, '482913'],
      ['counter-example: a price with dots (id)', { subject: 'Promo', text: 'Gunakan kode HEMAT50 untuk diskon 50% hingga Rp 100.000.' }, null],
      ['counter-example: an amount in a sentence with a code word (de)', { subject: 'Ihr Code', text: 'Der Code gilt für Einkäufe bis 125.000 Ft.' }, null],
      ['counter-example: a decimal (en)', { subject: 'Your code', text: 'Code total: 1234.56' }, null],
      ['counter-example: a dotted date (de)', { subject: 'Ihr Code', text: 'Code gültig bis 24.11.26' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds the fourth batch of codes-kinds-4 missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a German compound code word: Autorisierungscode (de)', { subject: 'Neue Anmeldung bestätigen', html: '<table><tr><td>Ihr Autorisierungscode:<br><span style="font-size:26px">306915</span></td></tr></table>' }, '306915'],
      ['… Freigabecode (de)', { subject: 'Auftrag', text: 'Ihr Freigabecode: 771204' }, '771204'],
      ['"eingeben" ends a long clause before the code (de)', { subject: 'Ihr Zugang', text: 'Sie bestätigen die Registrierung, indem Sie den folgenden Code innerhalb von 30 Minuten im Portal eingeben: 918204. Bitte beachten Sie die Hinweise.' }, '918204'],
      ['a code valid for the whole membership is fixed (de)', { subject: 'Dein Zugang zum Studio', text: 'Dein persönlicher Zugangscode für das Drehkreuz lautet 482913 und bleibt für die gesamte Mitgliedschaft gültig.' }, null],
      ['… (en)', { subject: 'Your gym access', text: 'Your access code is 482913 and remains valid for the entire membership.' }, null],
      ['… (fr)', { subject: 'Votre accès', text: "Votre code d'accès est 482913, valable pour toute la durée de votre abonnement." }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds the third fresh dev set (codes-fresh3-dev) missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a receipt\'s control code (it)', { subject: 'Ricevuta di presentazione domanda n. IPS.2026.0412887', text: 'Numero protocollo: IPS.2026.0412887\nCodice di controllo ricevuta: 7731-A9\nConservi questa ricevuta.' }, null],
      ['… (es)', { subject: 'Recibo de su solicitud', text: 'Código de control del recibo: 4471-B2' }, null],
      ['… (de)', { subject: 'Quittung Ihrer Zahlung', text: 'Prüfcode der Quittung: 8820-K7' }, null],
      ['a code the mail says was used up, in the next sentence (de)', { subject: 'Neue Anmeldung bei Kleinmarkt', html: '<p>du hast dich gerade mit dem Anmeldecode <b>448 201</b> bei Kleinmarkt angemeldet. Der Code ist damit verbraucht und kann nicht erneut verwendet werden.</p><p>Warst du das nicht? Dann <a href="https://www.kleinmarkt.example/m-passwort-vergessen.html">ändere bitte sofort dein Passwort</a>.</p>' }, null],
      ['… hard-wrapped in a text part (de)', { subject: 'Neue Anmeldung', text: 'du hast dich gerade mit dem Anmeldecode 448 201 bei Kleinmarkt angemeldet. Der\nCode ist damit verbraucht und kann nicht erneut verwendet werden.' }, null],
      ['… (en)', { subject: 'New sign-in', text: 'You just signed in with code 448 201. The code is now used up.' }, null],
      ['counter-example: the next sentence names the code as valid (en)', { subject: 'Your sign-in code', text: 'Your sign-in code is 448 201. The code expires in 10 minutes.' }, '448201'],
      ['an appointment subject that asks to confirm (fr)', { subject: 'Confirmez votre rendez-vous du 2 décembre', text: 'Pour confirmer votre rendez-vous, saisissez le code suivant sur Santélib :\n\n  Date : mercredi 2 décembre 2026 à 14h30\n  Adresse : 18 rue des Lilas, 33000 Bordeaux\n  Code de confirmation : 740251' }, '740251'],
      ['… (es)', { subject: 'Confirma tu cita', text: 'Fecha: 2 de diciembre, 10:30\nCódigo de confirmación: 740251' }, '740251'],
      ['… (de)', { subject: 'Bestätige deinen Termin', text: 'Datum: 2. Dezember, 10:30 Uhr\nBestätigungscode: 740251' }, '740251'],
      ['a campaign serial code (ja)', { subject: '【星空ファンタジア】5周年記念！限定シリアルコードをプレゼント', text: 'シリアルコード：HOSHI-5TH-7QK2M\nゲーム内から入力すると、星の結晶×500をプレゼント！' }, null],
      ['… (en)', { subject: 'Your anniversary gift', text: 'Serial code: HOSHI-5TH-7QK2M\nRedeem it in the game menu.' }, null],
      ['… (zh)', { subject: '周年礼包', text: '礼包码：HOSHI5TH7QK2M' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('more labels of something else (case, user, bank, gift, redemption, order, account, product, customer codes)', () => {
    it.each<[string]>([
      ['Codice pratica: 4471-2290'], ['Codice utente: 482913'], ['Code guichet : 48291'], ['Código de regalo: 4829-1037'], ['Código de canje: XK7Q-2M9P'], ['Order code: 482913'], ['Account code: 482913'],
      ['Код товара: 482913'], ['Kod sprawy: 482913'], ['商品コード：482913'], ['상품코드: 482913'], ['Ürün kodu: 482913'], ['Kode produk: 482913'], ['Kode pelanggan: 482913'],
    ])('%s', (line) => {
      expect(codeOf({ subject: 'Information', text: `Hello,\n\n${line}\n\nBest regards` })).toBeNull();
    });
  });
  describe('a mail that only says where the code was sent gives nothing (masked phone numbers)', () => {
    it.each<[string, string, string]>([
      ['zh, 尾号', '验证码', '验证码已发送至尾号4471的手机，请查收。'],
      ['tr, digits before a mask', 'Doğrulama kodu', 'Doğrulama kodunuz 0532 *** 44 71 numaralı telefonunuza SMS ile gönderildi.'],
      ['vi, "kết thúc bằng"', 'Mã xác minh', 'Mã xác minh đã được gửi tới số điện thoại kết thúc bằng 4471.'],
      ['ru, "заканчивающийся на"', 'Ваш код', 'Код отправлен на номер, заканчивающийся на 4471.'],
    ])('%s', (_name, subject, text) => {
      expect(codeOf({ subject, text })).toBeNull();
    });
  });
  describe('forward markers and quoted headers of further languages (a probe of 17 languages)', () => {
    const forwarded = (subject: string, header: string): CodeSource => ({ subject, text: `Can you enter this?\n\n${header}\n\nYour verification code is 482913.` });
    it.each<[string, string, string]>([
      ['fi, VL: and "Edelleenlähetetty viesti"', 'VL: Acme', '---------- Edelleenlähetetty viesti ---------\nLähettäjä: Acme <no-reply@acme.example>\nDate: ti 24. marrask. 2026 klo 10.02'],
      ['tr, İlt: and "İletilen mesaj"', 'İlt: Acme', '---------- İletilen mesaj ---------\nGönderen: Acme <no-reply@acme.example>\nDate: 24 Kas 2026 Sal 10:02'],
      ['da, "Videresendt meddelelse"', 'VS: Acme', '---------- Videresendt meddelelse ----------\nFra: Acme <no-reply@acme.example>\nDato: tir. 24. nov. 2026 kl. 10.02'],
      ['cs, "Přeposlaná zpráva"', 'Fwd: Acme', '---------- Přeposlaná zpráva ---------\nOd: Acme <no-reply@acme.example>\nDatum: út 24. 11. 2026 v 10:02'],
    ])('%s is content', (_name, subject, header) => {
      expect(codeOf(forwarded(subject, header))).toBe('482913');
    });
    it.each<[string, string]>([
      ['en, Outlook for Mac', 'From: Acme <no-reply@acme.example>\nDate: Tuesday, 24 November 2026 at 10:02\nTo: Dana <dana@example.com>\nSubject: Your code'],
      ['el', 'Από: Acme <no-reply@acme.example>\nDate: Τρί, 24 Νοε 2026 στις 10:02\nSubject: Κωδικός'],
      ['ko', '보낸사람: Acme <no-reply@acme.example>\nDate: 2026년 11월 24일 (화) 오전 10:02\nSubject: 코드'],
      ['he', 'מאת: Acme <no-reply@acme.example>\nDate: 24/11/2026 10:02\nSubject: קוד'],
    ])('a "From: / Date:" block quotes history in a reply (%s)', (_name, header) => {
      expect(codeOf({ subject: 'RE: Acme', text: `Thanks, done.\n\n${header}\n\nYour verification code is 482913.` })).toBeNull();
    });
  });
  describe('a new code followed by a bracketed aside calling another code old (a stale/fresh probe of 11 languages)', () => {
    it.each<[string, string, string]>([
      ['pl', 'Twój nowy kod: 582019 (poprzedni, 118530, wygasł).', '582019'],
      ['ko', '새 인증번호: 582019 (이전 번호 118530은 만료되었습니다)', '582019'],
      ['zh', '新的验证码：582019（之前的118530已失效）', '582019'],
      ['en', 'Your new code: 582019 (the old one, 118530, has expired).', '582019'],
      ['counter-example: the expired code first, the new one after (en)', 'Your code 482913 has expired, your new code is 583920.', '583920'],
    ])('%s', (_name, text, expected) => {
      expect(codeOf({ subject: 'Code', text })).toBe(expected);
    });
    it('counter-example: an expired code with a bracketed phone number stays expired (en)', () => {
      expect(codeOf({ subject: 'Code', text: 'Your code 482913 has expired (call 020 7946 0958 for help).' })).toBeNull();
    });
  });
  describe('a Markdown-bold code in a text part is emphasis, not a mask', () => {
    it.each<[string, CodeSource, string | null]>([
      ['inline (en)', { subject: 'Sign in', text: 'Your verification code is **482913**' }, '482913'],
      ['alone under its code word (de)', { subject: 'Anmeldung', text: 'Ihr Bestätigungscode:\n\n**482913**\n\nEr gilt 10 Minuten.' }, '482913'],
      ['after a colon (es)', { subject: 'Acceso', text: 'Tu código:**482913**' }, '482913'],
      ['counter-example: a masked card number', { subject: 'Your verification code', text: 'Card ****4821 was charged.' }, null],
      ['counter-example: a masked phone number', { subject: 'Your verification code', text: 'We sent it to +49 171 ***4471.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('what a code is for: a code word qualified by another purpose names no code to type (a fifth pair of writers)', () => {
    const cases: Array<[string, string]> = [
      ['en, student', 'Welcome to the course!\nStudent code: 2024817\nSee you on Monday.'],
      ['es, estudiante', 'Bienvenida al curso.\nCódigo de estudiante: 482913\nNos vemos el lunes.'],
      ['pt, aluno', 'Bem-vinda!\nCódigo do aluno: 482913\nAté segunda.'],
      ['fr, étudiant', 'Bienvenue !\nCode étudiant : 482913\nÀ lundi.'],
      ['it, dipendente', 'Benvenuto in azienda.\nCodice dipendente: 482913\nA lunedì.'],
      ['de, Mitarbeiter', 'Hallo Jana,\nMitarbeiter-Code: 482913\nBis Montag.'],
      ['pl, pracownik', 'Dzień dobry,\nKod pracownika: 482913\nDo poniedziałku.'],
      ['ru, сотрудник', 'Здравствуйте!\nКод сотрудника: 482913\nДо понедельника.'],
      ['el, πελάτης', 'Αγαπητέ πελάτη,\nΚωδικός πελάτη: 48213907\nΠοσό: 42,10 €'],
      ['tr, öğrenci', 'Merhaba,\nÖğrenci kodunuz: 482913\nGörüşmek üzere.'],
      ['vi, sinh viên', 'Chào bạn,\nMã sinh viên: 482913\nHẹn gặp lại.'],
      ['id, karyawan', 'Halo,\nKode karyawan: 482913\nSampai jumpa.'],
      ['th, นักศึกษา', 'สวัสดี\nรหัสนักศึกษา: 482913\nแล้วพบกัน'],
      ['he, לקוח', 'שלום,\nקוד לקוח: 482913\nתודה'],
      ['ko, 고객', '안녕하세요.\n고객 코드: 482913\n감사합니다.'],
      ['en, meal voucher in a delay notice', 'We are sorry for the delay. Please use the meal code 482913 at any restaurant in the terminal.'],
      ['cs, skupina', 'Rozvrh na zimní semestr\nKód skupiny: 482913'],
    ];
    it.each(cases)('%s', (_name, text) => {
      expect(codeOf({ subject: 'Information', text })).toBeNull();
    });
    it.each(cases)('%s, even in a mail about signing in', (_name, text) => {
      expect(codeOf({ subject: 'Sign in to your new account', text })).toBeNull();
    });
    it('counter-example: a verification code of a student portal stays a code', () => {
      expect(codeOf({ subject: 'Student portal', text: 'Your student portal verification code: 482913' })).toBe('482913');
    });
  });

  describe('what a code is for: a generic code word without any purpose nearby names no code to type', () => {
    it.each<[string, string, string]>([
      ['en, an error log', 'Weekly monitoring report', 'Summary for week 47:\nnightly-backup: failed with code 000000 at 02:14\nweb-01: ok'],
      ['fr, a club welcome', 'Bienvenue au club', 'Votre code : 482913.\nPrésentez-le à l’accueil lors de votre première visite.'],
      ['es, a gym welcome', 'Bienvenido a Gimnasio Norte', 'Tu código: 482913. Muéstralo en recepción.'],
      ['fi, a welcome', 'Tervetuloa', 'Koodisi: 482913. Näytä se vastaanotossa.'],
    ])('%s', (_name, subject, text) => {
      expect(codeOf({ subject, text })).toBeNull();
    });
    it.each<[string, string, string]>([
      ['en, a lifetime in minutes', 'Hello', 'Your code: 482913. It expires in 10 minutes.'],
      ['fr, keep it secret', 'Bonjour', 'Votre code : 482913. Ne le partagez avec personne.'],
      ['es, keep it secret', 'Hola', 'Tu código: 482913. No lo compartas con nadie.'],
      ['de, keep it secret', 'Hallo', 'Dein Code: 482913. Gib ihn niemandem weiter.'],
      ['pl, keep it secret', 'Dzień dobry', 'Twój kod: 482913. Nikomu go nie podawaj.'],
      ['ru, keep it secret', 'Здравствуйте', 'Ваш код: 482913. Никому его не сообщайте.'],
      ['pt, keep it secret', 'Olá', 'Seu código: 482913. Não compartilhe com ninguém.'],
      ['tr, keep it secret', 'Merhaba', 'Kodunuz: 482913. Kimseyle paylaşmayın.'],
      ['ja, a lifetime in minutes', 'お知らせ', 'コード：482913（有効期限は10分です）'],
      ['ko, keep it secret', '알림', '코드: 482913. 타인에게 알려주지 마세요.'],
      ['sk, a lifetime in minutes', 'Dobrý deň', 'Váš kód je 6620. Platí 10 minút.'],
      ['de, a mail about nothing but the code', '602714 ist dein Fahrrad+ Code', 'Viel Spaß beim Fahren!'],
    ])('counter-example: %s', (_name, subject, text) => {
      expect(codeOf({ subject, text })).toBe(text.includes('6620') ? '6620' : text.includes('482913') ? '482913' : '602714');
    });
  });

  describe('a code shown, not typed: "you don\'t need to enter it anywhere"', () => {
    it.each<[string, string]>([
      ['en', 'Your code is 4821. You don’t need to enter it anywhere - just show it at the door.'],
      ['fi', 'Koodisi on 4821. Sitä ei tarvitse syöttää mihinkään.'],
      ['de', 'Ihr Code lautet 4821. Sie müssen ihn nirgends eingeben.'],
      ['es', 'Tu código es 4821. No hace falta introducirlo en ningún sitio.'],
    ])('%s', (_name, text) => {
      expect(codeOf({ subject: 'Lisa is on her way', text })).toBeNull();
    });
  });

  describe('a correction: the code named wrong, withdrawn or sent in error is not the one', () => {
    it.each<[string, string, string | null]>([
      ['en, issued by mistake', 'The code 482913 in our last message was issued by mistake. To sign in, please use 519203.', '519203'],
      ['de, falsch', 'Der Code 482913 war leider falsch. Bitte verwenden Sie 519203 für die Anmeldung.', '519203'],
      ['fr, erroné', 'Le code 482913 était erroné. Utilisez le code 519203 pour vous connecter.', '519203'],
      ['es, incorrecto', 'El código 482913 era incorrecto. Usa el código 519203 para iniciar sesión.', '519203'],
      ['pl, błędny', 'Kod 482913 był błędny. Użyj kodu 519203, aby się zalogować.', '519203'],
      ['en, the right code set against the wrong one', 'Typo in my last mail: the code is 640 917, not 640 971.', '640917'],
      ['en, a withdrawn code and no other', 'We have withdrawn the code 482913 we sent this morning.', null],
      ['pl, "not the one" of an old attachment', 'Kod to 7781, nie ten z załącznika (tam jest stary PDF).', '7781'],
      ['de, "not the one" of the old mail', 'Der Code ist 7781, nicht der aus der alten Mail.', '7781'],
      ['en, "not the one" of the old mail', 'The code is 7781, not the one in the old e-mail.', '7781'],
    ])('%s', (_name, text, expected) => {
      expect(codeOf({ subject: 'Your sign-in code', text })).toBe(expected);
    });
  });

  describe('kinds the fifth pair of writers (codes-fresh4-dev, x half) missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      // Verification words of further scripts: a booking's subject naming a verification code is no receipt
      ['ar, a verification code for a booking', { subject: 'رمز التحقق لحجزك', text: 'لإتمام تسجيل الدخول أدخل رمز التحقق التالي:\n\nرمز التحقق: 620418\n\nرقم الحجز: QX7M2P' }, '620418'],
      ['he, a verification code for an order', { subject: 'קוד אימות להזמנה שלך', text: 'קוד האימות: 620418\nמספר הזמנה: QX7M2P' }, '620418'],
      ['fa, a verification code for a booking', { subject: 'کد تایید رزرو شما', text: 'کد تایید: 620418\nشماره رزرو: QX7M2P' }, '620418'],
      // A reply's lead is not the code its history holds
      ['en, the reply names the old code first', { subject: 'Re: is the code 551902?', text: 'no, 551902 was the first one and it timed out. they sent another: 883 120\n\ntry that one.\n\n> On 16 Nov 2026, at 11:02, Agent <a@example.com> wrote:\n>\n> Is it 551902?' }, '883120'],
      ['de, the reply names the old code first', { subject: 'AW: Code 551902?', text: 'Nein, 551902 war der erste und ist abgelaufen. Sie haben einen neuen geschickt: 883 120\n\nAm 16.11.2026 um 11:02 schrieb Agent <a@example.com>:\n> Ist es 551902?' }, '883120'],
      ['en, a correction in a reply', { subject: 'Re: Re: verification for the tender portal', text: 'Sorry!! Don\'t use the code I sent earlier (440918) - I mistyped it. The right one is 440981.\n\nOn Tue, 17 Nov 2026 at 14:05, Ingrid <i@example.com> wrote:\n> Here it is: 440918\n>\n> On Tue, 17 Nov 2026 at 13:58, Agent <a@example.com> wrote:\n>> Hi Ingrid, the tender portal has sent a code to your email.' }, '440981'],
      // Italian Outlook replies ("R:") and digit pairs opening the reply
      ['it, "R:" and pairs', { subject: 'R: codice per il portale fornitori', text: 'Eccolo: 27 80 43\n\n(quello di ieri, 119 006, non vale più)\n\nLuca\n\n-----Messaggio originale-----\nDa: Agent <a@example.com>\nInviato: mercoledì 18 novembre 2026 16:20\nOggetto: codice per il portale fornitori\n\nCiao Luca, mi serve il codice di verifica.' }, '278043'],
      ['fr, pairs opening a reply', { subject: 'RE: code du portail', text: 'Le voici : 27 80 43\n\nDe : Agent <a@example.com>\nEnvoyé : mercredi 18 novembre 2026 16:20\nObjet : code du portail\n\nBonjour, il me faut le code de vérification.' }, '278043'],
      // Invalidated, timed out, no longer valid
      ['pl, "został unieważniony"', { subject: 'Unieważnienie kodu weryfikacyjnego', text: 'Kod weryfikacyjny 275 903 został unieważniony na Pani prośbę. Nie należy go już używać.' }, null],
      ['it, "non vale più"', { subject: 'Il tuo codice', text: 'Il codice di verifica 275903 non vale più.' }, null],
      ['de, "gilt nicht mehr"', { subject: 'Ihr Code', text: 'Der Bestätigungscode 275903 gilt nicht mehr.' }, null],
      ['en, "timed out"', { subject: 'Your code', text: 'The verification code 275903 timed out.' }, null],
      // A notice of a device or sign-in already approved, with its user code
      ['en, a device authorized', { subject: '[Tessel] A new device was authorized on your account', text: 'A new device was authorized on your Tessel Cloud account\n\nUser code: WDJB-MJHT\nDevice: tessel-cli 2.3.1 on macOS\n\nYou approved this request in the browser.' }, null],
      ['de, a device authorized', { subject: 'Ein neues Gerät wurde autorisiert', text: 'Gerätecode: WDJB-MJHT\nGerät: tessel-cli 2.3.1' }, null],
      // Codes shown or told to a person, not typed
      ['es, shown at the canteen till', { subject: 'Tus vales de comida', text: 'Código de comedor: 7731-22\n\nMuestra el código en la caja del comedor o díctalo al cajero.' }, null],
      ['tr, told to the courier', { subject: 'Siparişin yola çıktı! Teslimat kodu içeride', text: 'Kuryemiz Emre geldiğinde ona aşağıdaki teslimat kodunu söyle:\n\n3 9 0 4\n\nKodu kurye kapına gelmeden paylaşma.' }, null],
      ['en, told to the driver', { subject: 'Your groceries are on the way - share this code with the driver', text: 'When Tomasz arrives, tell him this hand-over code so he can complete the\ndelivery:\n\n8 2 6 1\n\nDon\'t share it before the driver is at your door.' }, null],
      ['de, shown at the till', { subject: 'Ihr Essensgutschein', text: 'Ihr Code: 7731. Zeigen Sie den Code an der Kasse.' }, null],
      // A library's PIN beside a sign-in sentence
      ['en, a library PIN', { subject: 'Welcome - your student details', text: 'Student number: 2026118734\nLibrary PIN (for self-service lending kiosks): 4417\n\nSign in at the portal with your student number and your password.' }, null],
      ['fr, a library code', { subject: 'Bienvenue', text: 'Code de bibliothèque : 4417\n\nConnectez-vous au portail avec votre mot de passe.' }, null],
      // A forward quoted with ">" under Apple Mail's marker is the content
      ['en, "Begin forwarded message:"', { subject: 'Fwd: Confirm your Docufy signature', text: 'Sent from my iPhone\n\nBegin forwarded message:\n\n> From: Docufy <sign@docufy.example>\n> Date: 18 November 2026 at 10:02:11 GMT\n> Subject: Confirm your Docufy signature\n>\n> To sign the lease, enter this access code:\n>\n> a3f9k2\n>\n> The code expires in 30 minutes.' }, 'a3f9k2'],
      ['de, "Anfang der weitergeleiteten Nachricht:"', { subject: 'WG: Ihr Zugangscode', text: 'Von meinem iPhone gesendet\n\nAnfang der weitergeleiteten Nachricht:\n\n> Von: Docufy <sign@docufy.example>\n> Datum: 18. November 2026 um 10:02:11 MEZ\n> Betreff: Ihr Zugangscode\n>\n> Geben Sie diesen Zugangscode ein:\n>\n> a3f9k2' }, 'a3f9k2'],
      // A reset link introduced by "set a new password" in ja and ko
      ['ja, a reset link', { subject: 'パスワード再設定のご案内', text: '以下のURLにアクセスし、新しいパスワードを設定してください。\n\nhttps://shop.example/password/reset?key=MT7x2q9Lr4&id=1120394\n\n※お客様番号：1120394' }, 'https://shop.example/password/reset?key=MT7x2q9Lr4&id=1120394'],
      ['ko, a reset link', { subject: '비밀번호 안내', text: '아래 링크에서 새 비밀번호를 설정하세요.\n\nhttps://shop.example/password/reset?key=MT7x2q9Lr4\n' }, 'https://shop.example/password/reset?key=MT7x2q9Lr4'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('kinds the fifth pair of writers (codes-fresh4-dev, y half) missed: languages at the edge of the vocabulary', () => {
    it.each<[string, CodeSource, string | null]>([
      ['sl, "koda za preverjanje"', { subject: 'Koda za preverjanje', text: 'Vaša koda za preverjanje je: 2291\n\nKodo vnesite v blagajni. Znesek naročila: 72,40 EUR.' }, '2291'],
      ['hr, "evo koda"', { subject: 'Re: kod za prijavu', text: 'evo koda: 6174\n\nOn Tue, 17 Nov 2026 at 14:05, Agent <a@example.com> wrote:\n> Možeš li mi poslati kod za prijavu?' }, '6174'],
      ['eu, "egiaztapen-kodea"', { subject: 'Egiaztapen-kodea', text: 'Online bankan saioa hasteko eskaera jaso dugu.\n\nZure egiaztapen-kodea: 284 950\n\nKodeak 5 minutuko balioa du.\n\nBezero-zenbakia: 00771203' }, '284950'],
      ['kk, "растау кодыңыз"', { subject: 'Растау коды', text: 'Сіздің растау кодыңыз: 884231\n\nКод 5 минут ішінде жарамды.\nӨтініш нөмірі: 002-11-2026-448120' }, '884231'],
      ['bg, "кодът"', { subject: 'Вход', text: 'Кодът за вход е 884231. Не го споделяйте.' }, '884231'],
      ['ur, "ون ٹائم پن (OTP)"', { subject: 'ون ٹائم پن', text: 'ریفرنس نمبر: 04 11226 1234567 U\n\nآپ کا ون ٹائم پن (OTP): 2946\n\nیہ پن 5 منٹ کے لیے کارآمد ہے۔' }, '2946'],
      ['en, a closing bracket before the colon', { subject: 'Sign-in', text: 'Your one-time password (OTP): 2946' }, '2946'],
      ['en, chat naming a verification without a code word', { subject: 'vendor portal', text: 'so the vendor portal finally sent the verification thing to my phone: 551902\nit said it\'s good for 10 min so punch it in now' }, '551902'],
      ['de, chat naming a verification without a code word', { subject: 'Portal', text: 'Die Verifizierung kam gerade per SMS -> 551902' }, '551902'],
      ['sk, a confirmation button "Potvrdiť"', { subject: 'Potvrďte svoju e-mailovú adresu', html: '<p>Pre dokončenie registrácie potvrďte svoju e-mailovú adresu.</p><a href="https://trk.shop.example/c/eJyNj0EOwjAMBL9T5dqE2E7SxLnyCwPY0QgSDSBV">Potvrdiť e-mail</a>' }, 'https://trk.shop.example/c/eJyNj0EOwjAMBL9T5dqE2E7SxLnyCwPY0QgSDSBV'],
      ['hy, a confirmation button', { subject: 'Հաստատեք ձեր էլ. հասցեն', html: '<p>Խնդրում ենք հաստատել ձեր էլ. հասցեն՝ սեղմելով ստորև կոճակը։</p><a href="https://click.example/ls/click?upn=u001.Xk2Lm9pQ&amp;t=confirm">Հաստատել էլ. հասցեն</a>' }, 'https://click.example/ls/click?upn=u001.Xk2Lm9pQ&t=confirm'],
      ['ka, a confirmation button', { subject: 'დაადასტურეთ ელფოსტა', html: '<p>გთხოვთ, დაადასტუროთ თქვენი ელფოსტა.</p><a href="https://click.example/ls/click?upn=u001.Xk2Lm9pQ&amp;t=confirm">დადასტურება</a>' }, 'https://click.example/ls/click?upn=u001.Xk2Lm9pQ&t=confirm'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('recall signals of the sixth pair of writers (a2-recall): device keys, own-language code words, chat replies, codes under payment details', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a device-flow key alone under an instruction (en)', { subject: 'Sign in to the Harbor CLI', text: 'To finish signing in, enter this code in your browser:\n\nHBX-4427\n\nIt expires in 15 minutes.' }, 'HBX-4427'],
      ['a device-flow key labelled in a sentence (de)', { subject: 'Fernseher verbinden', text: 'Öffnen Sie example.com/tv und geben Sie den Code WXYZ-1234 ein.' }, 'WXYZ-1234'],
      ['a device-flow key after a typing verb (fr)', { subject: 'Votre code d’appareil', text: 'Lancez `harbor login` puis saisissez : HBX-4427' }, 'HBX-4427'],
      ['counter-example: an issue key in a notification', { subject: 'PROJ-4821 updated', text: 'Dana changed the status of PROJ-4821 to Done.' }, null],
      ['counter-example: an issue key named with "code" but nothing to type', { subject: 'Review requested', text: 'Please review the code in PROJ-4821 before Friday.' }, null],
      ['Croatian "koda"', { subject: 'Re: prijava', text: 'evo koda: 6174\n\nMarko' }, '6174'],
      ['Slovene "kodo"', { subject: 'Prijava', text: 'Za prijavo vnesite kodo 582019.' }, '582019'],
      ['Croatian "kod" with a copula', { subject: 'Re: login', text: 'Pozdrav, kod za prijavu je 4417 2290.\n\nLp' }, '44172290'],
      ['a reply without quoted history that labels the code (en)', { subject: 'Re: code', text: 'Hi Tom,\nhere it is: 582019\nCheers' }, '582019'],
      ['a reply without quoted history that labels the code (es)', { subject: 'RE: código', text: 'Hola, el código es 582019.\nSaludos' }, '582019'],
      ['counter-example: a reply reporting a tried code', { subject: 'Re: login code', text: 'I typed the code: 582019 but it does not work.' }, null],
      ['counter-example: a long reply about an order without quoted history', { subject: 'Re: your order', text: 'Hi,\nyour order 48213920 shipped today.\nThanks' }, null],
      ['a code under payment details, the next sentence asks to type it (en)', {
        subject: 'Payment batch approval',
        text: 'Batch: payroll November\nAmount: EUR 48,210.00\nBeneficiaries: 14\n\nApproval code: 0047 1193\n\nEnter the code in the banking portal to release the batch.',
      }, '00471193'],
      ['a code under payment details, the next sentence asks to type it (de)', {
        subject: 'Zahlung: Sammelauftrag',
        text: 'Betrag: 12.400,00 EUR\nEmpfänger: 7\nFreigabecode: 4471 9920\nBitte geben Sie den Code im Online-Banking ein, um den Auftrag freizugeben.',
      }, '44719920'],
      ['counter-example: a booking code the next sentence asks to use at a kiosk', {
        subject: 'Your booking confirmation',
        text: 'Booking code: XK4821\nUse it at the kiosk to check in.',
      }, null],
      ['counter-example: a locker PIN the next line asks to enter at the locker', { subject: 'Your parcel is ready for pickup', text: 'Your order 4471 has arrived at the locker.\nPIN: 4821\nEnter the PIN at the parcel locker to open it.' }, null],
      ['counter-example: a receipt\'s code to use when contacting support', { subject: 'Payment receipt', text: 'Thank you for your payment of EUR 49.00.\nAuthorization code: 482913\nUse this code if you contact us about this payment.' }, null],
      ['counter-example: a gift card PIN to enter at checkout', { subject: 'Your gift card', text: 'Gift card number: 6006 4910 2231 8841\nPIN: 4821\nEnter the card number and PIN at checkout.' }, null],
      ['counter-example: a Croatian order and product code', { subject: 'Vaša narudžba je potvrđena', text: 'Hvala na kupnji!\nKod narudžbe: 482913\nKod proizvoda: 77120' }, null],
      ['counter-example: a locker PIN handed to the courier', {
        subject: 'Your parcel',
        text: 'PIN: 4821\nGive the code to the courier.',
      }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('kinds the lead listed from the third sealed set (described, not read), as general signals', () => {
    it.each<[string, CodeSource, string | null]>([
      // A reference's shape under a sentence that says what the code is for
      ['en, a CLI device code', { subject: 'Device sign-in', text: 'To finish signing in on your device, enter the code HBX-4427 at https://example.com/device' }, 'HBX-4427'],
      ['de, a CLI device code', { subject: 'Geräteanmeldung', text: 'Um die Anmeldung auf Ihrem Gerät abzuschließen, geben Sie den Code HBX-4427 ein.' }, 'HBX-4427'],
      ['counter-example: a promo code of a reference\'s shape', { subject: 'Hemat 50%', text: 'Gunakan kode HEMAT50 saat checkout.' }, null],
      // Unlocking or porting a number
      ['en, a porting unlock code beside a phone number', { subject: 'Porting your number', text: 'Your number +44 7700 900123 is ready to move. Your unlock code is 4817209356. Give it to your new provider.' }, '4817209356'],
      ['es, a porting code', { subject: 'Portabilidad', text: 'Tu código de portabilidad es 4817209356.' }, '4817209356'],
      ['fr, an unlock code', { subject: 'Votre téléphone', text: 'Votre code de déblocage est 4817209356.' }, '4817209356'],
      // A payment batch waiting for approval is no receipt
      ['en, a payment batch approval', { subject: 'Payment batch approval', text: 'Payment batch PB-2291 (14 payments, total EUR 48,210.00)\nApproval code: 0047 1193\nEnter it in the banking portal to release the batch.' }, '00471193'],
      ['fr, a transfer authorisation', { subject: 'Autorisation de virement', text: 'Virement groupé de 14 opérations, 48 210,00 EUR.\nCode : 0047 1193\nSaisissez-le dans votre espace pour valider.' }, '00471193'],
      // A short note whose subject names a code and whose body is one number
      ['en, "the code"', { subject: 'the code', text: '6174' }, '6174'],
      ['en, "here:"', { subject: 'code', text: 'here: 618 204' }, '618204'],
      ['de, "hier:"', { subject: 'Der Code', text: 'Hi,\nhier: 618 204\nLG' }, '618204'],
      ['counter-example: a short note with two numbers', { subject: 'the code', text: 'room 4108, extension 2291' }, null],
      // A withdrawal's security code beats the referral code of the footer
      ['en, a withdrawal and a referral footer', { subject: 'Withdrawal confirmation', text: 'Confirm your withdrawal of 0.25 BTC.\nWithdrawal security code: 771204\nThe code expires in 10 minutes.\n\nInvite friends and earn 20% commission! Your referral code: RF8K2Q7' }, '771204'],
      // Traps: a payment's authentication code, a ticket's entry code, a cancelled code, an error log's code
      ['pt, a Pix receipt', { subject: 'Comprovante de Pix', text: 'Pix enviado\nValor: R$ 150,00\nCódigo de autenticação: E1829381020261125' }, null],
      ['pt, a festival entry code', { subject: 'Seu ingresso para o Festival Sol', text: 'Apresente este código na entrada do festival:\nCódigo de entrada: 482913' }, null],
      ['en, a festival entry code', { subject: 'Your festival ticket', text: 'Show this entry code at the gate:\nEntry code: 482913\nGates open at 4 pm.' }, null],
      ['en, a cancelled code', { subject: 'Cancelled: your verification code', text: 'We cancelled the code 482913 that we sent you this morning. Please do not use it.' }, null],
      ['en, an error log', { subject: 'Weekly monitoring report', text: 'Job            Status   Exit\nbackup-nightly failed   code 000000\nweb-01         ok' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('kinds the sixth pair of writers (codes-fresh5-dev, z half) missed on its first run', () => {
    it.each<[string, CodeSource, string | null]>([
      // A record's fields, each value under its label cell, are no list of backup codes
      ['a helpdesk reply with a table of fields (en)', {
        subject: 'Re: [#882104] Change billing email',
        html: '<p>We need to verify your identity.</p><table><tr><td>Ticket</td><td>#882104</td></tr><tr><td>Account ID</td><td>552019</td></tr><tr><td><b>Verification code</b></td><td><b>310 447</b></td></tr></table><p>Please type the verification code into the support chat.</p>',
      }, '310447'],
      ['a table of fields (de)', {
        subject: 'Identitätsprüfung',
        html: '<table><tr><td>Vorgang</td><td>552019</td></tr><tr><td>Kundennummer</td><td>771204</td></tr><tr><td>Bestätigungscode</td><td>310447</td></tr></table><p>Geben Sie den Bestätigungscode im Chat ein.</p>',
      }, '310447'],
      ['counter-example: backup codes under one heading stay a list', {
        subject: 'Your backup codes',
        text: 'Your backup codes:\n\n482913\n583920\n119384\n730215\n\nKeep them somewhere safe.',
      }, null],
      // Ten digits grouped 3-3-4 alone under the line introducing them
      ['an activation code grouped 3-3-4 (en)', {
        subject: 'Activate your hub',
        text: 'Open the app, tap "Add hub" and enter the activation code:\n\n  381 920 4755\n\nNeed help? Call 0330 555 0412.',
      }, '3819204755'],
      ['a Freischaltcode grouped 3-3-4 (de)', {
        subject: 'Ihr Router',
        text: 'Geben Sie im Kundenportal den folgenden Freischaltcode ein:\n\n481 902 7736\n\nHotline: 0800 555 0412',
      }, '4819027736'],
      ['counter-example: a phone number under a line naming no code', {
        subject: 'Your hub',
        text: 'Need help with your activation? Call us:\n\n0330 555 0412',
      }, null],
      // One character per cell, the hyphen in a cell of its own
      ['a code one character per cell, hyphen kept from the text part', {
        subject: 'Confirm your recovery email',
        text: 'Type this confirmation code in the app:\n\nR4T9-K2WZ\n',
        html: '<p>Type this confirmation code in the app:</p><table><tr><td style=\"font:700 24px monospace\">R</td><td style=\"font:700 24px monospace\">4</td><td style=\"font:700 24px monospace\">T</td><td style=\"font:700 24px monospace\">9</td><td style=\"font:700 24px monospace\">-</td><td style=\"font:700 24px monospace\">K</td><td style=\"font:700 24px monospace\">2</td><td style=\"font:700 24px monospace\">W</td><td style=\"font:700 24px monospace\">Z</td></tr></table>',
      }, 'R4T9-K2WZ'],
      // A qualifier before a bracketed aside
      ['a key box code with an aside (en)', {
        subject: 'Check-in details',
        text: 'Building door code: 4821#\nKey box (left of the door) code: 0915\nWi-Fi password: seabreeze2026',
      }, null],
      ['a locker code with an aside (de)', {
        subject: 'Ihre Ferienwohnung',
        text: 'Schlüsselkasten (neben der Tür) Code: 0915',
      }, null],
      // A code the writer takes back in the next sentence
      ['taken back in the next sentence (en)', {
        subject: 'Re: Figment code',
        text: 'ok the code is 284 691\n\nwait no, that\'s the old one from this morning. new one just came in: 508 113\n\nOn Mon, Nov 9, 2026 at 2:14 PM Alex <alex@inbox.example> wrote:\n> Can you send the code over?',
      }, '508113'],
      ['taken back in the next sentence (de)', {
        subject: 'AW: Code',
        text: 'Der Code ist 284 691. Moment, das ist der alte. Der neue: 508 113\n\nAm Mo., 9. Nov. 2026 um 14:14 schrieb Alex <alex@inbox.example>:\n> Kannst du mir den Code schicken?',
      }, '508113'],
      ['taken back in the next sentence (es)', {
        subject: 'RE: código',
        text: 'el código es 284 691\nperdón, ese es el anterior. el nuevo: 508 113\n\nEl lun, 9 nov 2026 a las 14:14, Alex <alex@inbox.example> escribió:\n> ¿Me pasas el código?',
      }, '508113'],
      ['counter-example: "this one replaces the old one" keeps the code', {
        subject: 'Your new code',
        text: 'Your new code is 582019. This one replaces the old one.',
      }, '582019'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });

  describe('the purpose signals in other renderings of a mail (found with scripts/probe-code-formats.ts)', () => {
    it.each<[string, CodeSource, string | null]>([
      ['a forward of a reply: the history that reply quotes stays history', { subject: 'Fwd: Re: kód', text: 'FYI, see below.\n\n---------- Forwarded message ---------\nFrom: Pavel <p@example.com>\nDate: Mon, 4 Mar 2024 at 10:02\nSubject: Re: kód\n\nVáš ověřovací kód je 57 03 91\n\nDne ne 8. 11. 2026 19:30 uživatel Agent <a@example.com> napsal:\n> Dobrý den, kód 118 204 už neplatí. Mohl byste poslat nový?' }, '570391'],
      ['a reply\'s new code takes the purpose its quoted history gives (fr)', { subject: 'Re: Votre virement', text: "here's the new one: 861294\n\nOn Mon, 4 Mar 2024 at 10:02, Banque <b@example.com> wrote:\n> Code de sécurité : 29 48 61\n> Montant : 120,00 EUR" }, '861294'],
      ['a forwarded Swedish reply about an activation code', { subject: 'Fwd: SV: Aktiveringskod till tidrapporten', text: 'FYI\n\n---------- Forwarded message ---------\nFrom: Erik <e@example.com>\nDate: Mon, 4 Mar 2024 at 10:02\n\nJag har skapat en ny åt dig, den gamla är spärrad:\n\nKoden är Q7RM-2KX9' }, 'Q7RM-2KX9'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('a person relaying a code in a chat reply, in 45 languages (a probe of 450 replies, a2-recall)', () => {
    const quote = '\n\nOn Mon, 9 Nov 2026 at 14:14, Alex <alex@inbox.example> wrote:\n> can you send me the code?';
    it.each<[string, string, string, string]>([
      ['hu, "Vá:"', 'Vá: kód', 'itt van: 582019', '582019'],
      ['zh, "回复：" with a full-width colon', '回复：验证码', '收到了：582019', '582019'],
      ['ar, "رد:"', 'رد: الرمز', 'تفضل: 582019', '582019'],
      ['he, "תשובה:"', 'תשובה: קוד', 'הנה: 582019', '582019'],
      ['en, four digits after a short clause', 'Re: the code', 'here you go: 5820', '5820'],
      ['de, four digits after an arrow', 'AW: Code', 'Grad gekommen -> 5820', '5820'],
      ['ru, four digits', 'Re: код', 'вот он: 5820', '5820'],
      ['ja, four digits after a full-width colon', 'Re: コード', '届きました：5820', '5820'],
    ])('%s', (_name, subject, opener, expected) => {
      expect(codeOf({ subject, text: opener + quote })).toBe(expected);
      expect(codeOf({ subject, text: `${opener}\n\n- Sam` })).toBe(expected);
    });
    it.each<[string, string, string]>([
      ['a room number after a colon', 'Re: login code', 'my room number: 4108'],
      ['a desk extension the sentence describes', 'Re: code', 'Hi Alex - 4108 is my desk extension, call me and I\'ll read you the code'],
      ['a year', 'Re: PIN', 'year: 2026 - new PIN policy applies'],
      ['a code not yet received (hu)', 'Vá: kód', 'még nem jött meg a kód, várok'],
    ])('counter-example: %s', (_name, subject, opener) => {
      expect(codeOf({ subject, text: opener + quote })).toBeNull();
      expect(codeOf({ subject, text: `${opener}\n\n- Sam` })).toBeNull();
    });
  });
  describe('code labels of further languages under a neutral subject (a label probe of 80 languages, a2-recall)', () => {
    it.each<[string, string]>([
      ['pl, texted', 'Kod SMS'], ['hu, texted', 'SMS-kód'], ['hr, one-time', 'Jednokratni kod'], ['bg, one-time', 'Еднократен код'], ['lv, one-time', 'Vienreizējais kods'],
      ['el, one-time', 'Κωδικός μίας χρήσης'], ['az', 'Təsdiq kodu'], ['uz', 'Tasdiqlash kodi'], ['be', 'Код пацверджання'], ['mk', 'Код за потврда'], ['ms', 'Kod pengesahan'],
      ['so', 'Koodhka xaqiijinta'], ['yo', 'Koodu ijẹrisi'], ['ga', 'Cód fíoraithe'], ['sw', 'Nambari ya kuthibitisha'], ['lb', 'Bestätegungscode'],
      ['tg', 'Рамзи тасдиқ'], ['ta', 'சரிபார்ப்புக் குறியீடு'], ['te', 'ధృవీకరణ కోడ్'], ['ne', 'प्रमाणीकरण कोड'], ['km', 'លេខកូដផ្ទៀងផ្ទាត់'], ['my', 'အတည်ပြုကုဒ်'], ['am', 'የማረጋገጫ ኮድ'],
    ])('%s', (_name, label) => {
      expect(codeOf({ subject: 'Notification', text: `${label}: 582019` })).toBe('582019');
      expect(codeOf({ subject: 'Notification', text: `${label}:\n\n582019` })).toBe('582019');
    });
    it.each<[string, string, string]>([
      ['ro, a company\'s registration number ("cod unic de înregistrare")', 'Factura', 'SC Exemplu SRL, Cod unic de înregistrare: 12345678, Nr. Reg. Com. J40/1234/2020'],
      ['ga, a postcode ("cód poist")', 'Notification', 'Cód poist: D02 X285'],
      ['hr, a one-time discount code', 'Potvrda narudžbe', 'Hvala na narudžbi!\nJednokratni kod za popust: 4821'],
    ])('counter-example: %s', (_name, subject, text) => {
      expect(codeOf({ subject, text })).toBeNull();
    });
  });
  describe('terse mails of an eighth pair of writers (a4-acc)', () => {
    it.each<[string, CodeSource, string | null]>([
      ['four characters after a code word (cs)', { subject: 'Ověřovací kód', text: 'Ověřovací kód: K4R7' }, 'K4R7'],
      ['four characters after a code word (de)', { text: 'Ihr Bestätigungscode: 7QK2' }, '7QK2'],
      ['four characters opening a subject that names the code', { subject: 'K9W2 - your Minelands verification code', text: 'This mailbox is not monitored.' }, 'K9W2'],
      ['four characters opening a subject (fr)', { subject: '4RK8 - votre code de vérification Minelands', text: 'Ne répondez pas.' }, '4RK8'],
      ['counter-example: a model number beside a code word', { text: 'Code: A320 ready for boarding' }, null],
      ['counter-example: one group of a longer spaced key', { text: 'Código Seguro de Verificación (CSV): 7XK9 2MQP 4RTD ZW8L' }, null],
      ['counter-example: four characters without a code word', { subject: 'Hello', text: 'Room K4R7 is booked.' }, null],
      ['counter-example: a record field listed item by item', { text: 'To arrange redelivery, enter:\n  - Your parcel number: SP 4471 2093 881 GB\n  - Your security code: 6KD2' }, null],
      ['a quoted code after a typing verb', { subject: 'Your code', text: 'Please enter "JH4-7PQ" when prompted.\n\nThanks,\nThe Slatebox team' }, 'JH4-7PQ'],
      ['a quoted code after a typing verb (fr)', { subject: 'Votre code', text: 'Saisissez « 4KQ77P » lorsque l’application le demande.' }, '4KQ77P'],
      ['a label ending its clause before a typing verb', { subject: 'PeopleDesk: confirm bank details change', text: 'To confirm the change of your salary account, enter 884920 in PeopleDesk.\nEmployee no. 004411 | Payroll period 11/2026' }, '884920'],
      ['a label ending its clause before a typing verb (es)', { subject: 'Confirma el cambio de cuenta', text: 'Para confirmar el cambio de tu cuenta, introduce 884920 en el portal.' }, '884920'],
      ['counter-example: a label right before the number', { subject: 'Your account', text: 'Please enter your account 88492011 on the form.' }, null],
      ['a code the line below points back at', { subject: 'Pixel Keep login', text: 'R8VJ4\n\nThat is your login code for Pixel Keep.' }, 'R8VJ4'],
      ['a code the line below points back at (de)', { subject: 'Pixel Keep', text: 'R8VJ4\n\nDas ist dein Anmeldecode für Pixel Keep.' }, 'R8VJ4'],
      ['a code opening a sentence that gives its lifetime', { subject: 'Login', text: '482913 is valid for 5 min' }, '482913'],
      ['a code opening a sentence that gives its lifetime (de)', { subject: 'Anmeldung', text: '482913 ist 10 Minuten gültig.' }, '482913'],
      ['a code opening a sentence that gives its lifetime (es)', { subject: 'Acceso', text: '482913 expira en 5 minutos.' }, '482913'],
      ['counter-example: an order valid for days', { subject: 'Login', text: 'Order 48213920 is valid for 30 days' }, null],
      ['counter-example: a ticket valid for 90 minutes', { subject: 'Your ticket', text: 'Ticket 4821 valid for 90 minutes on all buses' }, null],
      ['an issue key after the code is no company footer', { subject: 'code', text: "hey, the staging admin asked for a code, i think it's 55830, it came to the shared phone. ticket is INC-20931 btw" }, '55830'],
      ['an issue key after the code is no company footer (de)', { subject: 'Code', text: 'hi, der Code fürs Staging ist 55830, Ticket AB-2093 wie besprochen' }, '55830'],
      ['counter-example: a session number in the body, the subject reports a sign-in', { subject: 'Login 482210 successful', text: 'Session 482210 started on iPhone. Not you? Change your password.' }, null],
      ['counter-example: a session number (de)', { subject: 'Anmeldung 482210 erfolgreich', text: 'Sitzung 482210 auf dem iPhone gestartet. Nicht Sie? Ändern Sie Ihr Passwort.' }, null],
      ['counter-example: a session number (es)', { subject: 'Inicio de sesión 482210 correcto', text: 'La sesión 482210 se inició en un iPhone. ¿No fuiste tú? Cambia tu contraseña.' }, null],
      ['a subject code the body labels by a code word', { subject: 'Login 482210', text: 'Your login code is 482210.' }, '482210'],
      ['workplace mail: "no input needed" said of the account number below the code (ja)', { subject: '【みらい証券】ログイン追加認証のお知らせ', text: '追加認証画面で以下の認証コードを入力してください。\n\n認証コード：5170\n\n口座番号：118-0044172（入力不要）' }, '5170'],
      ['counter-example: "no need to enter it" said of the code itself', { subject: 'Your pickup code', text: 'Pickup code: 5170\nNo need to enter it anywhere, just show it at the counter.' }, null],
      ['counter-example: a purchase receipt\'s confirmation code', { subject: 'Thank you for your Vapor purchase!', text: 'Invoice: 4418820917364421\nPayment method: Visa ****4417 · Confirmation code: VX-8812-4471' }, null],
      ['counter-example: a purchase receipt\'s confirmation code (de)', { subject: 'Danke für Ihren Einkauf', text: 'Rechnung 4418820917\nBestätigungscode: VX-8812-4471' }, null],
      ['counter-example: a door PIN (cs)', { subject: 'Přístupová karta a PIN ke dveřím', text: 'Ke vstupu do kanceláří po 19:00 použijte PIN ke dveřím 2580#.' }, null],
      ['counter-example: a door code (fr)', { subject: 'Votre arrivée', text: 'Le code de la porte est 2580.' }, null],
      ['counter-example: a course code in a bracketed aside, beside a confirmation link (es)', { subject: 'Confirme su dirección de correo', text: 'Su preinscripción en el Máster en Ciberseguridad (código 4314471) se ha registrado.\n\nPara confirmar su dirección de correo electrónico, acceda al siguiente enlace:\nhttps://sede.uni.example/confirmar-correo?uid=ES20268841&firma=e7b21c' }, 'https://sede.uni.example/confirmar-correo?uid=ES20268841&firma=e7b21c'],
      ['counter-example: a product code in a bracketed aside (en)', { subject: 'Your order', text: 'The Hollow Keep bundle (code 4471) ships tomorrow.' }, null],
      ['a Latin code word glued to a Japanese particle', { subject: 'Re: 会議室予約システムのログイン', text: 'ワンタイムPINを再発行しました。\nPINは 8041 です。今日の18時まで有効です。\n\n> 2026/11/17 10:05 agent@inbox.example wrote:\n> PINが無効と表示されます。' }, '8041'],
      ['a Latin code word glued to a Korean particle', { subject: '로그인', text: 'OTP는 804123 입니다.' }, '804123'],
      ['a person asking to type the code they relay', { subject: 'quick one - the Bloomberg terminal code', text: "the terminal asked for the one-time PIN when you logged in earlier, right? It's 4093 - just type it in, it's good for another ~10 min." }, '4093'],
      ['a person asking to type the code they relay (de)', { subject: 'der Terminal-Code', text: 'das Terminal hat nach dem Einmal-PIN gefragt, oder? Er ist 4093 - gib ihn einfach ein, er gilt noch 10 Minuten.' }, '4093'],
      ['counter-example: a remote support session code', { subject: 'Remote support session – your session code', text: 'Priya Raman has invited you to a remote support session.\n2. Enter this session code when asked:\n\n418 227 903\n\nThe session code is valid for 20 minutes.' }, null],
      ['a code under a remote maintenance portal\'s sign-in (de)', { subject: 'Zugang zum Fernwartungsportal', text: 'ich habe Ihr Konto für das Fernwartungsportal freigeschaltet. Bitte geben Sie bei der Abfrage den Einmalcode 208436 ein.' }, '208436'],
      ['a Dutch "controlecode" under its label', { subject: 'Bevestig uw e-mailadres', text: 'Vul de volgende controlecode in op de website:\n\nControlecode:\n9A3F7K\n\nDe code is 3 dagen geldig.' }, '9A3F7K'],
      ['French "Suite à votre appel" is no address footer', { subject: 'RE: Ticket - Mot de passe expiré', text: "Suite à votre appel, j'ai réinitialisé votre compte. Votre code d'accès provisoire est : Qk7-Tz4m\n\nBien cordialement," }, 'Qk7-Tz4m'],
      ['a code a later sentence says not to enter', { subject: 'Do not use this code', text: 'We sent you code 512880 at 14:31 but did not receive a request from your device.\nDO NOT enter 512880 anywhere. If someone asks you for it, it is a scam.' }, null],
      ['a code a later sentence says not to enter (de)', { subject: 'Ihr Code', text: 'Wir haben Ihnen den Code 512880 gesendet.\nGeben Sie den Code 512880 bitte nicht ein: jemand anderes hat ihn angefordert.' }, null],
      ['a code a later sentence says not to enter (es)', { subject: 'Tu código', text: 'Te enviamos el código 512880.\nNo introduzcas el código 512880 en ninguna página: nadie de nuestro equipo te lo pedirá.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('the kinds of a seventh pair of writers (o: consumer apps and portals of Asia, LatAm, Africa, Middle East; a3-acc)', () => {
    it.each<[string, CodeSource, string | null]>([
      // A parcel picked up at a store counter: its code is shown there, never typed.
      ['zh-TW, a pick-up code beside the order number', { subject: '您的包裹已到店', text: '取貨門市：7-ELEVEN 信義松仁門市\n取貨驗證碼：30918562\n訂單編號：TW2611150094821' }, null],
      ['zh-CN, a pick-up code', { subject: '包裹已到达', text: '您的包裹已到达自提点。\n取货验证码：481920\n请凭此码到店取货。' }, null],
      ['es, "código de retiro"', { subject: 'Tu pedido está listo', text: 'Tu pedido ya está en la tienda.\nCódigo de retiro: 481920\nPresenta tu documento al retirar.' }, null],
      ['counter-example: a verification code of the same shop', { subject: '驗證碼', text: '您的驗證碼：481920，10分鐘內有效。' }, '481920'],
      // A code reported as used.
      ['en, "Ride OTP used:" on a receipt', { subject: 'Your ride invoice CRN 8821930447', text: 'Thanks for riding!\nRide OTP used: 4471\nTotal: Rs. 1,148' }, null],
      ['en, "PIN used:"', { subject: 'Card payment receipt', text: 'Payment approved.\nPIN used: 4471\nAmount: EUR 12.00' }, null],
      ['counter-example: "Login OTP:"', { subject: 'Your login OTP', text: 'Login OTP: 482913\nValid for 5 minutes.' }, '482913'],
      // A purpose preposition after the word completing the code word: the words after it are no label of the number.
      ['fr, "code de confirmation pour accéder à votre Espace Client est :"', { subject: 'Code de confirmation', text: 'Votre code de confirmation pour accéder à votre Espace Client est : 4471\nNe communiquez jamais ce code.' }, '4471'],
      ['es, "código de verificación para acceder a su área de cliente es"', { subject: 'Código de verificación', text: 'Su código de verificación para acceder a su área de cliente es 4471. Caduca en 10 minutos.' }, '4471'],
      ['counter-example: a customer number after the code word', { subject: 'Votre espace', text: 'Votre code client est : 4471' }, null],
      // Spaced digits after a word ending in a vowel sign.
      ['hi, "ओटीपी 5 8 2 7 4 1 है"', { subject: 'ई-केवाईसी ओटीपी', text: 'ई-केवाईसी पूरा करने के लिए आपका ओटीपी 5 8 2 7 4 1 है।\nयह ओटीपी 10 मिनट के लिए मान्य है।' }, '582741'],
      ['bn, "ওটিপি 5 8 2 7 4 1"', { subject: 'ওটিপি', text: 'আপনার ওটিপি 5 8 2 7 4 1 । এটি কারও সাথে শেয়ার করবেন না।' }, '582741'],
      // A hyphenated product or feature name is no code.
      ['de, "Code vom N26-Login" above the forwarded code', {
        subject: 'WG: Dein Bestätigungscode',
        text: 'Hallo,\n\nanbei der Code vom N26-Login für unseren Firmenaccount, bitte gleich eingeben.\n\nGruß\nJonas\n\n-------- Weitergeleitete Nachricht --------\nBetreff: Dein Bestätigungscode\n\ndein Bestätigungscode lautet: 6624 81\n',
      }, '662481'],
      ['en, "the code for the Tesla-App" above the code', { subject: 'Fwd: your code', text: 'here is the code for the Tesla-App, type it quickly\n\n---------- Forwarded message ---------\nYour verification code is 558120.' }, '558120'],
      // A stale aside after a code its sentence calls new speaks of the code it replaces.
      ['en, "the new one: 630914 (the previous one timed out)"', {
        subject: 'Re: Hubtel verification',
        text: "Here's the new one: 630914 (the previous one timed out, sorry)\n\nKofi\n\nOn Mon, Nov 23, 2026 at 2:11 PM Agent <agent@inbox.example> wrote:\n> can you send me the verification code? The 118 275 didn't work.\n>\n> > Code is 118 275",
      }, '630914'],
      ['es, "el nuevo: 630914 (el anterior caducó)"', { subject: 'RE: código', text: 'te paso el nuevo: 630914 (el anterior caducó)\n\nEl lun, 23 nov 2026 a las 14:11, Ana <ana@inbox.example> escribió:\n> ¿me pasas el código?' }, '630914'],
      ['counter-example: a new code said to be expired itself', { subject: 'Your code', text: 'Your new code 630914 has expired. Request another one in the app.' }, null],
      // A code its own sentence gives for signing in, a paragraph above a meeting's passcode.
      ['en, a login code above a meeting passcode', {
        subject: 'xendit code',
        text: "hey! for the sandbox account - the code they emailed me is 2 7 5 5 0 1, it's for your login so go ahead.\n\nalso reminder: standup moved, zoom meeting ID 884 2019 3317 passcode 491022 (that's just for the call lol)\n\n-- Nadia",
      }, '275501'],
      ['de, a sign-in code above a meeting passcode', {
        subject: 'Code',
        text: 'der Code ist 275501, damit kannst du dich anmelden.\n\nZoom-Meeting-ID 884 2019 3317, Kenncode 491022\n\nGruß, Nadia',
      }, '275501'],
      ['counter-example: a meeting passcode alone', { subject: 'Standup', text: 'Zoom meeting ID 884 2019 3317\nThe passcode is 491022' }, null],
      // An identity number labelled PIN (a tax PIN, a national identity number).
      ['en, a tax PIN', { subject: 'KRA PIN Registration Certificate', text: 'Your KRA PIN registration was successful.\n\nPIN: A012349876Z\nTax obligations: Income Tax - Resident Individual' }, null],
      ['fr, an identity PIN', { subject: 'Votre PIN fiscal', text: 'Votre inscription est terminée.\nPIN : P051234567X\nConservez ce document.' }, null],
      ['counter-example: a numeric PIN', { subject: 'Your PIN', text: 'Your one-time PIN: 4471\nIt expires in 5 minutes.' }, '4471'],
      // "The code is not used online", on the line after the code's.
      ['en, a port-out code', {
        subject: 'Port-out request on your number',
        text: 'We detected a request to port your number out of Globe.\n\nIf you did NOT request this, do NOT share the code 614 277 with anyone and do NOT enter it anywhere.\n\nIf you did request this, you need to visit a Globe Store with a valid ID; the code is not used online.',
      }, null],
      ['de, "wird nicht online verwendet"', { subject: 'Portierung', text: 'Ihr Portierungscode lautet 614277.\nDer Code wird nicht online verwendet: nennen Sie ihn im Shop.' }, null],
      ['counter-example: a code typed online', { subject: 'Your code', text: 'Your verification code is 614277.\nEnter it on the website to continue.' }, '614277'],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
  describe('the kinds of a seventh pair of writers (j: mail mangled by people and systems; a3-acc, read after scoring j held out)', () => {
    it.each<[string, CodeSource, string | null]>([
      // The phone a code came to is no label of it.
      ['en, "it just came to the shared phone: 731 045"', { subject: 'RE: staging login - need the code again', text: 'Here you go - it just came to the shared phone: 731 045\n\nDan\n\nFrom: Agent <agent@inbox.example>\nSent: Tuesday, November 17, 2026 9:02 AM\nSubject: staging login - need the code again\n\nCould you forward the code?' }, '731045'],
      ['counter-example: a phone label', { subject: 'Contact', text: 'Support phone: 731 045' }, null],
      // An interleaved reply: a number labelled as something else does not lead the new text.
      ['sv, an interleaved reply', {
        subject: 'Sv: Koden till leverantörsportalen?',
        text: 'Hej!\n\nDen 17 nov. 2026 kl. 13:21 skrev Agent <agent@inbox.example>:\n> 1) Vilket leverantörsnummer ska jag ange?\n\nVi är leverantör nr 004417 hos dem.\n\n> 2) Kan du skicka engångskoden?\n\nDen kom nyss: 30 91 77\n\n/Johan',
      }, '309177'],
      ['en, an interleaved reply', {
        subject: 'Re: portal code?',
        text: 'Hi!\n\nOn 17 Nov 2026, at 13:21, Agent <agent@inbox.example> wrote:\n> 1) Which supplier number do I use?\n\nWe are supplier ID 004417 there.\n\n> 2) Can you send the one-time code?\n\nJust came in: 30 91 77\n\nJohan',
      }, '309177'],
      // Spaced digits after a bracketed label.
      ['ja, "【確認コード】 4 8 1 2 0 9"', { subject: '確認コードのご案内', text: '会員番号：1004827731\n次の確認コードを入力してください。\n\n【確認コード】 4 8 1 2 0 9\n\n有効期限：30分' }, '481209'],
      ['zh, "【验证码】 4 8 1 2 0 9"', { subject: '验证码', text: '【验证码】 4 8 1 2 0 9\n有效期30分钟。' }, '481209'],
      // A reply written below its quoted history (bottom-posting).
      ['en, below a quoted thread', {
        subject: 'Re: Re: vendor portal code',
        text: '> > On 18 Nov 2026, at 09:10, Agent wrote:\n> > can you send me the code the vendor portal mailed you?\n>\n> On 18 Nov 2026, at 09:14, Nadia wrote:\n> Sure: 288514\n>\n> That one says expired.\n\nNo worries, I requested a new one, here it is: 610358\n(the old 288514 is dead)\n\nNadia',
      }, '610358'],
      ['de, below a quoted thread', { subject: 'AW: Code', text: '> Am 18.11.2026 um 09:10 schrieb Agent:\n> Schickst du mir den Code?\n\nKlar, hier ist er: 610358\n\nNadia' }, '610358'],
      // A lower-case code a reply's writer sets apart at the top.
      ['en, a lower-case invite code alone at the top of a reply', {
        subject: 'Re: Datalake invite code?',
        text: 'q8zt-4mxw\n\nthat\'s the one from the invite mail, lowercase.\n\nFrom: Agent <agent@inbox.example>\nSent: Tuesday, November 17, 2026 5:02:11 PM\nSubject: Datalake invite code?\n\nCan you paste the team verification code?',
      }, 'q8zt-4mxw'],
      // Signed in on a device using a code: spent.
      ['en, "signed in on a new device using code 4471"', { subject: '[SMS from 60512] New message', text: 'RideNow: You signed in on a new device using code 4471 at 08:39. If this wasn\'t you, reply HELP.' }, null],
      // A forward whose writer says the code fails.
      ['en, a forwarded code its forwarder says fails', {
        subject: 'Fwd: Your Crateflow verification code - why does it fail?',
        text: 'Hey, I keep getting "invalid code" with 440918 from the mail below.\nAny idea why?\n\nLeo\n\n---------- Forwarded message ---------\nFrom: Crateflow <verify@crateflow.example>\nSubject: Your Crateflow verification code\n\nYour Crateflow verification code is 440918. It expires in 10 minutes.',
      }, null],
      ['counter-example: a forwarded code its forwarder asks to use', {
        subject: 'Fwd: Your Crateflow verification code',
        text: 'Hey, please use 440918 from the mail below.\n\nLeo\n\n---------- Forwarded message ---------\nFrom: Crateflow <verify@crateflow.example>\nSubject: Your Crateflow verification code\n\nYour Crateflow verification code is 440918. It expires in 10 minutes.',
      }, '440918'],
      // Redeeming a pack or a voucher; discounts in Vietnamese.
      ['en, a game pack to redeem in-game', { subject: 'Your Founder Pack redeem code', html: '<p>Thanks for backing Ironhold Tactics!</p><p>Here is your Founder Pack code. Redeem it in-game under Store &gt; Redeem:</p><p><b>KQ7T-M2X9-PL44</b></p><p>Order #IP-2026-118204 · Total $29.99</p>' }, null],
      ['de, a voucher to redeem', { subject: 'Dein Gutscheincode', text: 'Hier ist dein Code. Einlösen im Spiel unter Shop > Einlösen:\n\nKQ7T-M2X9-PL44' }, null],
      ['vi, a discount code beside a confirmation link', {
        subject: 'Xác nhận địa chỉ email của bạn',
        html: '<p>Vui lòng nhấn nút bên dưới để xác nhận địa chỉ email:</p><p><a href="https://dulichviet.example/xac-nhan-email?ma=QX8v2Lr7&amp;uid=550812">Xác nhận email</a></p><p>Ưu đãi thành viên mới: giảm 200.000đ cho đặt phòng đầu tiên với mã <b>CHAOBAN200</b>.</p>',
      }, 'https://dulichviet.example/xac-nhan-email?ma=QX8v2Lr7&uid=550812'],
      // A chat notification quoting a message with ">".
      ['en, a chat notification', { subject: 'Mia Torres sent you a message in #ops', text: 'Mia Torres in #ops:\n\n> @agent the verification code for the monitoring dashboard is 883201 (just got\n> it, valid 10 min)\n\nReply in Huddle' }, '883201'],
      ['de, a tracker comment', { subject: 'Neuer Kommentar zu OPS-12', text: 'Mia Torres kommentierte:\n\n> Der Bestätigungscode fürs Dashboard ist 883201, gilt 10 Minuten.\n\nAntworten' }, '883201'],
      ['counter-example: a quoted example in a newsletter', { subject: 'Fraud awareness: never share your one-time code', text: 'Scammers ask you to read out the code we text you. A message might look like this:\n\n> Harbourline: Your one-time code is 482 193. Never share it.\n\nWe will never ask you for a code.' }, null],
      ['counter-example: a reply quoting a code', { subject: 'Re: dashboard', text: 'Thanks, that worked.\n\n> the verification code for the monitoring dashboard is 883201' }, null],
      // Arabic "account ending in" is no expiry.
      ['ar, "الحساب المنتهي بـ 4471"', { subject: 'رمز التحقق لعملية التحويل', text: 'رمز التحقق لعملية التحويل بمبلغ 2,500.00 درهم إلى الحساب المنتهي بـ 4471 هو: 731884\nصلاحية الرمز 5 دقائق.' }, '731884'],
      ['counter-example (ar): an expired code', { subject: 'رمز التحقق', text: 'رمز التحقق 731884 منتهي الصلاحية. اطلب رمزاً جديداً.' }, null],
    ])('%s', (_name, source, expected) => {
      expect(codeOf(source)).toBe(expected);
    });
  });
});

describe('shapes a general reader never misreads (g2-structure)', () => {
  it.each<[string, CodeSource, string | null]>([
    // ISO 8601 timestamps are no codes, in any notice.
    ['en, an ISO timestamp in an MFA notice', { subject: 'New MFA device registered for deploy-bot', text: 'A new virtual MFA device was registered for user deploy-bot.\n\nTime: 2026-11-10T10:44:08Z\nSource IP: 198.51.100.9\n\nIf this was expected, no action is required.' }, null],
    ['de, a basic ISO timestamp beside a code word', { subject: 'Neues Sicherheitsgerät', text: 'Ein neuer Sicherheitsschlüssel (Code-Gerät) wurde registriert.\nZeitpunkt: 20261110T104408Z' }, null],
    ['fr, a timestamp under the code', { subject: 'Votre code de connexion', text: 'Votre code de connexion : 582913\nHorodatage : 2026-11-10T10:44:08+01:00' }, '582913'],
    // Ranges of seats, spaces, pages, rooms.
    ['en, parking spaces in a reply about door codes', { subject: 'Re: door code for the new office', text: 'Door code for the side entrance is 4471# and the alarm code is 2093.\n\nParking is level -2, spaces 114-118.\n\nDave\n\n> On 9 Nov 2026, at 17:02, Alex wrote:\n> What are the codes for the new building?' }, null],
    ['de, seats in a booking', { subject: 'Ihr Code für die Reservierung', text: 'Ihre Plätze: Reihe 7, Sitze 114-118.\nWir freuen uns auf Sie.' }, null],
    ['es, pages of a reading list', { subject: 'Código del curso', text: 'Para el lunes leed las páginas 2210-2236 del manual.' }, null],
    ['pl, rooms of a hotel block', { subject: 'Kod do pokoju', text: 'Wasza grupa ma pokoje 412-416 na czwartym piętrze.' }, null],
    ['counter-example: a range-looking code a code word labels', { subject: 'Your code', text: 'Your verification code: 114-118' }, '114118'],
    ['counter-example: a grouped code that is no range', { subject: 'Your code', text: 'Your verification code is 418-114.' }, '418114'],
    // A code word glued to its value by a table rendered as text.
    ['en, a signing code glued to its label cell', { subject: 'Sign payment batch 20261110-5532', text: 'A payment batch is waiting for your signature.\n\nFieldValue Batch reference20261110-5532 Payments14\nDebit account60-44-12 31190274 Signing code4417 9023 Valid until10 Nov 2026,\n11:45 GMT\n\nEnter the signing code in the approval screen to release the batch.' }, '44179023'],
    ['fr, a verification code glued to its label', { subject: 'Vérifiez votre adresse', text: 'Code de vérification3391 07\nIl expire dans 10 minutes.' }, '339107'],
    ['de, a glued Bestätigungscode', { subject: 'Anmeldung', text: 'Ihr Bestätigungscode482913 ist 10 Minuten gültig.' }, '482913'],
    // A letter-prefixed code in a forward whose header block starts with its subject.
    ['en, a letter-prefixed code in a forward', { subject: 'Fwd: Confirm your email - Oakridge Pharmacy app', text: 'Think this is for you - Code\'s below.\n\nS.\n\n-------- Original Message --------\nSubject: Confirm your email - Oakridge Pharmacy app\nFrom: Oakridge Pharmacy <app@oakridgepharmacy.example>\nDate: 22 Nov 2026, 19:03\nTo: sam.agent@homebox.example\n\nHello,\n\nEnter this code to confirm your email address:\n\nV-552104\n\nOakridge Pharmacy #0117 - 9 Station Parade' }, '552104'],
    ['de, a forward whose header block opens with Betreff', { subject: 'WG: Ihr Anmeldecode', text: 'Siehe unten.\n\n-------- Ursprüngliche Nachricht --------\nBetreff: Ihr Anmeldecode\nVon: Portal <noreply@portal.example>\nDatum: 22.11.2026 19:03\nAn: sam@example.de\n\nIhr Anmeldecode lautet 604918.' }, '604918'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe('corrections in running text: the later code replaces a retracted one (g2-structure)', () => {
  it.each<[string, CodeSource, string | null]>([
    ['en, the first one is dead after a resend', { subject: 'code for the Brightboard trial', text: 'hey Mira!\n\nso Brightboard sent the verification mail to my address. First one said 604 117 but I hit "resend" like an idiot, so that one\'s dead\nnow. The new one is 882051 -- just came in 30 sec ago.\n\nlmk if it works.\n\np.' }, '882051'],
    ['en, "sorry, wrong one, use …"', { subject: 'login code', text: 'Here you go: 448201\n\nsorry, wrong one, use 553120' }, '553120'],
    ['en, "ignore the previous code"', { subject: 'Your verification code', text: 'Your verification code is 448201.\n\nUpdate: please ignore the previous code, it was sent in error. Use 553120 instead.' }, '553120'],
    ['de, "vergiss den, falscher Code"', { subject: 'Anmeldecode', text: 'Der Code ist 448201.\nSorry, vergiss den, falscher Code. Nimm 553120.' }, '553120'],
    ['de, after a resend', { subject: 'Code für das Portal', text: 'Hi Jana,\n\nder erste Code war 604117, aber ich habe nochmal auf "erneut senden" geklickt, der ist jetzt ungültig. Der neue ist 882051.\n\nLG Tim' }, '882051'],
    ['fr, asked for another', { subject: 'code de connexion', text: 'Salut,\n\nle premier code était 604117 mais j\'ai redemandé un code, donc il ne marche plus. Le nouveau : 882051.\n\nMarc' }, '882051'],
    ['es, asked for another', { subject: 'código de acceso', text: 'Hola,\n\nel primero era 604117 pero pedí otro, así que ese ya no vale. El nuevo es 882051.\n\nAna' }, '882051'],
    ['es, "me equivoqué de código"', { subject: 'código', text: 'Te paso el código: 448201\nPerdón, me equivoqué de código. El bueno es 553120.' }, '553120'],
    ['it, resent', { subject: 'codice di accesso', text: 'Ciao,\n\nil primo era 604117 ma ho chiesto di rimandarlo, quindi non vale più. Quello nuovo è 882051.\n\nLuca' }, '882051'],
    ['pt, asked for another', { subject: 'código do app', text: 'Oi,\n\no primeiro foi 604117 mas pedi outro, esse não vale mais. O novo é 882051.\n\nBia' }, '882051'],
    ['nl, requested again', { subject: 'inlogcode', text: 'Hoi,\n\nde eerste was 604117 maar ik heb opnieuw aangevraagd, die werkt niet meer. De nieuwe is 882051.\n\nSanne' }, '882051'],
    ['pl, sent again', { subject: 'kod logowania', text: 'Cześć,\n\npierwszy był 604117, ale wysłałem ponownie, więc już nieaktualny. Nowy to 882051.\n\nOla' }, '882051'],
    ['counter-example: "ignore this e-mail" if not requested', { subject: 'Your verification code', text: 'Your verification code is 482913.\nIf you did not request it, ignore this e-mail.\nQuestions? Call our hotline: 0800 552 119' }, '482913'],
    ['counter-example (vi): the hotline under "ignore" of a condition', { subject: 'Mã xác nhận', text: 'Mã xác nhận của bạn: 215 904\nNếu bạn không yêu cầu, vui lòng bỏ qua email này.\nTổng đài CSKH: 1800 1061' }, '215904'],
    ['counter-example: an apology with no wrong code', { subject: 'parent portal code', text: 'Got the code for the parent portal - 4739.\nSorry it\'s only 4 digits, apparently that\'s normal for them. The student number (30418) goes in the first box.' }, '4739'],
    ['counter-example: a new code first, the expired one after', { subject: 'Your code', text: 'Here is your new code: 126023\nThe code 276850 we sent earlier has expired.' }, '126023'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe('a forward read as the mail it passes on: its own "Subject:" line (g2-structure)', () => {
  it.each<[string, CodeSource, string | null]>([
    ['en own subject, a shipping notice', { subject: 'FW: for you', text: 'Can you check this?\n\nFrom: Shop <orders@shop.example>\nSent: Monday, March 4, 2024 10:02 AM\nTo: Dana <dana@example.com>\nSubject: Your order 48213 has shipped\n\nYour parcel is on its way. Pickup code: 77120' }, null],
    ['pl own subject', { subject: 'PD: zobacz', text: 'Wpiszesz?\n\n---------- Przekazana wiadomość ---------\nOd: Bank <noreply@bank.example>\nData: pon., 4 mar 2024 10:02\nTemat: Twój kod weryfikacyjny\nDo: Dana <dana@example.pl>\n\n4821' }, '4821'],
    ['de no subject', { text: 'Zur Info\n\n---------- Weitergeleitete Nachricht ---------\nVon: Portal <noreply@portal.example>\nDatum: Mo., 4. März 2024 um 10:02\nBetreff: Ihr Bestätigungscode\nAn: Dana <dana@example.de>\n\n4821' }, '4821'],
    ['fr own subject', { subject: 'TR: regarde', text: 'Tu peux le saisir ?\n\n-------- Message transféré --------\nDe : Banque <noreply@banque.example>\nDate : lun. 4 mars 2024 10:02\nObjet : Votre code de sécurité\nÀ : Dana <dana@example.fr>\n\nCode : 4821' }, '4821'],
    ['es no subject transactional', { text: 'mira\n\n---------- Mensaje reenviado ---------\nDe: Tienda <pedidos@tienda.example>\nFecha: lun, 4 mar 2024 a las 10:02\nAsunto: Confirmación de tu pedido 48213\nPara: Dana <dana@example.es>\n\nTu pedido 48213 ha sido confirmado. Código de confirmación: 77120' }, null],
    ['en forward of a reply', { subject: 'FW: see below', text: 'FYI\n\nFrom: Agent <agent@example.com>\nSent: Monday, March 4, 2024 10:02 AM\nTo: Dana <dana@example.com>\nSubject: Re: vendor portal login code\n\nno - it\'s 448201, just came to my phone. type it quick\n\nOn Mon, Mar 4, 2024 at 9:58 AM Dana <dana@example.com> wrote:\n> is the code in the attachment?' }, '448201'],
    ['en no subject reply header', { text: 'Thanks, that worked.\n\nFrom: Acme <no-reply@acme.example>\nSent: Monday, March 4, 2024 10:02 AM\nTo: Dana <dana@example.com>\nSubject: RE: Your Acme verification code\n\nYour Acme verification code is 482913.' }, null],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe("writer d's kinds: what the sentence says the number is (t-d)", () => {
  it.each<[string, CodeSource, string | null]>([
    // A sentence of only a pronoun and a copula gives the code the sentence before it named.
    ['en, "It\'s …" after the sentence naming a 3-D Secure code', { subject: 'hotel card code', text: 'Hi,\n\nThe card issuer sent the 3-D Secure code to my phone instead of yours (I\'m the one listed on the\ncorporate card). It\'s 481902. Amount was EUR 412.80 for the two nights, booking ref LH-55019.\nUse it before 14:35, it only lasts 5 mins.\n\nSam' }, '481902'],
    ['en, "That\'s …" after a wrapped sentence', { subject: 'the bank thing', text: 'The bank texted me the confirmation code for your transfer, not to\nyou. That\'s 7302, they say it is valid for a few minutes.' }, '7302'],
    ['de, "Er lautet …"', { subject: 'Überweisung', text: 'Die Bank hat mir die TAN für deine Überweisung aufs Handy geschickt. Er lautet 5820.' }, '5820'],
    ['fr, "C\'est …"', { subject: 'le code de la banque', text: 'La banque m\'a envoyé le code de sécurité 3-D Secure par SMS, pas à toi. C\'est 6409.' }, '6409'],
    ['es, "Es el …"', { subject: 'compra con tarjeta', text: 'El banco me mandó el código de verificación al móvil y no al tuyo. Es el 3185.' }, '3185'],
    ['it, "È …"', { subject: 'pagamento', text: 'La banca ha mandato a me il codice di conferma per il bonifico, non a te. È 7712.' }, '7712'],
    ['pl, "To …"', { subject: 'przelew', text: 'Bank przysłał mi kod SMS do autoryzacji przelewu zamiast tobie. To 4820.' }, '4820'],
    ['counter-example: the sentence before names no code', { subject: 'your order', text: 'Your order has shipped with DHL. It\'s 48213920, you can track it on their site.' }, null],
    ['counter-example: the code word is qualified into something else', { subject: 'membership', text: 'Your customer code is printed on the card. It\'s 48213, keep it for the counter.' }, null],
    // A reply's writer hands a code over after an earlier sentence of the same line.
    ['en, a fresh one after an apology on the same line', { subject: 'Re: electricity account login', text: 'The one in my last mail has expired already, sorry. Brightgrid just sent a fresh one: 7731\n\nTry it now, they only last 10 min.\n\nTom\n\nOn Mon, 30 Nov 2026 at 08:02, Agent <agent@inbox.example> wrote:\n> it wants a verification code sent to your phone.\n>\n> On Mon, 30 Nov 2026 at 07:40, Tom <tom@family.example> wrote:\n>> Here\'s the code they texted me: 4408' }, '7731'],
    ['de, ein neuer nach einem Satz auf derselben Zeile', { subject: 'AW: Anmeldecode', text: 'Der von heute früh ist abgelaufen. Hier der neue: 5820\n\nGruß, Tim\n\nAm 30.11.2026 um 08:02 schrieb Agent <agent@inbox.example>:\n> Der Code geht nicht, kannst du mir einen neuen schicken?' }, '5820'],
    // A message cited as an example (a security bulletin quoting a scam text) is no code; nor is its subject quoting it.
    ['en, a scam bulletin citing "Your code is …"', { subject: 'Scam watch: "Your code is 336 120 - read it back to me"', text: 'Fraudsters are calling members. They say a payment has been stopped, then a text arrives with a message like\n"Your code is 336 120" and the caller asks you to read it back.\n\nNever share a one-time code with anyone.' }, null],
    ['de, eine SMS wie „Ihr Code lautet …“', { subject: 'Sicherheitshinweis', text: 'Betrüger rufen an und geben sich als Bank aus. Kurz darauf kommt eine SMS wie „Ihr Bestätigungscode lautet 336 120“. Geben Sie diesen Code niemals weiter.' }, null],
    ['fr, un SMS du type « Votre code est … »', { subject: 'Alerte fraude', text: 'Des fraudeurs appellent nos clients. Ensuite arrive un SMS du type « Votre code de sécurité est 336 120 ». Ne communiquez jamais ce code.' }, null],
    ['es, un mensaje como "Tu código es …"', { subject: 'Aviso de seguridad', text: 'Te llega un mensaje como "Tu código de verificación es 336 120" y te piden que lo leas en voz alta. Nunca compartas tu código.' }, null],
    ['counter-example: a person quoting the text they got', { subject: 'the bank code', text: 'I got a text: "Your code is 336 120". Can you type it in?' }, '336120'],
    // A number something is sent to is an address (a short code, a phone number).
    ['en, forward scam texts to 7726', { subject: 'Your security code questions', text: 'Check that the payee and amount in any code message match what you are doing.\nReport scam texts by forwarding them to 7726.' }, null],
    ['de, SMS an 7726 weiterleiten', { subject: 'Ihr Sicherheitscode', text: 'Prüfen Sie jede Code-Nachricht genau.\nBitte leiten Sie verdächtige SMS an 7726 weiter.' }, null],
    ['fr, envoyez STOP au 36111', { subject: 'Votre code', text: 'Vous recevez nos codes par SMS.\nPour ne plus les recevoir, envoyez STOP au 36111.' }, null],
    ['counter-example: a code sent to the reader', { subject: 'Your code', text: 'We sent a code to your phone. Your code is 482913.' }, '482913'],
    // An institution's code in a register (a bank's footer) names the institution's entry.
    ['es, "Inscrito en el Registro del Banco de España con el código 0049"', { subject: 'Restablece tu contraseña', text: 'Pulsa el botón para crear una nueva contraseña.\n\nBanco Cantábrico, S.A. · Inscrito en el\nRegistro del Banco de España con el código 0049 · CIF A-39000013' }, null],
    ['it, "iscritta all\'Albo delle banche con il codice 5387"', { subject: 'Reimposta la password', text: 'Per reimpostare la password usa il link nell\'app.\n\nBanca Lagunare S.p.A., iscritta all\'Albo delle banche con il codice 5387.' }, null],
    ['en, "registered with the … under code 4471"', { subject: 'Reset your password', text: 'Use the link in the app to reset your password.\n\nHarbour Bank plc is registered with the Prudential Regulation Authority under code 4471.' }, null],
    ['counter-example: the phone registered with the account', { subject: 'Sign-in code', text: 'Use the code we sent to the phone registered with your account: 482913' }, '482913'],
    // A sentence of its own saying there is nothing to do: a completed card purchase's authorisation code is its record.
    ['en, "Purchase authenticated … No action is needed."', { subject: 'Purchase authenticated: $239.00 at RIVERSIDE ELECTRONICS', text: 'You successfully verified this online purchase with your Visa ending 6621.\n\nMerchant: RIVERSIDE ELECTRONICS\nAmount: $239.00\nAuthorization code: 084219\n\nNo action is needed. The charge will appear on your statement within 2 business days.' }, null],
    ['de, "Keine Aktion erforderlich."', { subject: 'Zahlung bestätigt', text: 'Sie haben den Online-Einkauf mit Ihrer Karte bestätigt.\nHändler: ELEKTRO MAYER\nBetrag: 239,00 EUR\nAutorisierungscode: 084219\nKeine Aktion erforderlich.' }, null],
    ['fr, "Aucune action n\'est requise de votre part."', { subject: 'Achat authentifié', text: 'Vous avez authentifié cet achat en ligne.\nCommerçant : FNAC\nMontant : 239,00 EUR\nCode d\'autorisation : 084219\nAucune action n\'est requise de votre part.' }, null],
    ['counter-example: "if you did not request it, no action is needed"', { subject: 'Your verification code', text: 'Your verification code is 084219.\nIf you did not request it, no action is needed.' }, '084219'],
    ['counter-example: "Not you? No action is needed"', { subject: 'Your sign-in code', text: 'Your sign-in code: 084 219\nNot you? No action is needed - someone may have typed your address by mistake.' }, '084219'],
    // A value one line of the mail sells with is the discount code wherever else it stands.
    ['en, a preheader naming the promo code of the offer below', { subject: 'Get $150 when you open a savings account', html: '<div style="display:none">Use code CASH150 by Nov 30</div><p>Open an account by November 30 and enter promo code <b>CASH150</b> in the application.</p>' }, null],
    ['de, der Gutscheincode im Vorspann', { subject: 'Ihr Bonus wartet', html: '<div style="display:none">Code HERBST25 bis 30.11.</div><p>Eröffnen Sie ein Konto und geben Sie den Gutscheincode <b>HERBST25</b> im Antrag ein.</p>' }, null],
    ['es, el código promocional del preencabezado', { subject: 'Tu bono te espera', html: '<div style="display:none">Usa el código OTONO25 antes del 30/11</div><p>Abre tu cuenta e introduce el código promocional <b>OTONO25</b> en la solicitud.</p>' }, null],
    ['counter-example: a room after an earlier sentence', { subject: 'Re: code for the door', text: 'The code is on the whiteboard. Meet me in room: 4108\n\nOn Mon, 30 Nov 2026 at 08:02, Agent <agent@inbox.example> wrote:\n> what is the door code?' }, null],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe('the kinds of writer f: consumer templates beside look-alike numbers (t-f)', () => {
  it.each<[string, CodeSource, string | null]>([
    // A loyalty programme's reward code: shown at the till or redeemed in the app, never a code that verifies.
    ['en, a reward code on a points statement', { subject: 'Your November Rewards statement', text: 'Member number: 6104 2298 7730 1152\nPoints balance: 4,820\n\nYou\'ve unlocked a reward! Show this reward code at the till or enter it in the app:\n\nRWD-4417-XK\n\nSee my rewards' }, null],
    ['de, a Prämien-Code', { subject: 'Dein Punktestand im November', text: 'Kundennummer: 6104 2298 7730\nPunkte: 4.820\n\nGlückwunsch! Dein Prämien-Code für ein Gratisgetränk:\n\nPRM-8812-QT\n\nZeig ihn einfach an der Kasse.' }, null],
    ['fr, a "code de récompense"', { subject: 'Votre relevé fidélité', text: 'Solde : 3 200 points\n\nVotre code de récompense : RCP-5520-ZX\nPrésentez-le en caisse ou saisissez-le dans l\'application.' }, null],
    ['es, a "código de recompensa"', { subject: 'Tu resumen de puntos', text: 'Tienes 2.150 puntos.\nTu código de recompensa: 7720 4415\nÚsalo en caja o en la app.' }, null],
    ['it, a "codice premio"', { subject: 'Il tuo estratto punti', text: 'Saldo punti: 1.900\nCodice premio: 55120844\nMostralo alla cassa.' }, null],
    ['pl, a "kod nagrody"', { subject: 'Twoje punkty w listopadzie', text: 'Saldo: 2 400 pkt\nTwój kod nagrody: 8841 2290\nPokaż go przy kasie.' }, null],
    ['counter-example: a sign-in code in a rewards app', { subject: 'Your Beanstar Rewards sign-in code', text: 'Your sign-in code is 482913.\nIt expires in 10 minutes. Don\'t share it.' }, '482913'],
    // A code for signing in to an app whose name (or the mail's subject) holds a parcel, an order or a delivery word.
    ['uk, a login code of a parcel app, beside a parcel number', { subject: 'Код для входу в «Посилка+»', text: 'Ваш код для входу в застосунок «Посилка+»:\n\n   5820\n\nНікому не повідомляйте цей код.\n\nНомер вашої посилки: 20450 7731 0095.' }, '5820'],
    ['en, a login code of a parcel app', { subject: 'Your ParcelPal login code', text: 'Your login code:\n\n  7305\n\nIt expires in 3 minutes.\n\nYour last parcel: 20450 7731 0095 (waiting at locker 12).' }, '7305'],
    ['de, an Anmeldecode of a Paket app', { subject: 'Dein Anmeldecode für die Paket-App', text: 'Dein Code:\n\n  6104\n\nGültig für 5 Minuten.\nSendungsnummer deines letzten Pakets: 00340434161094042557' }, '6104'],
    ['pl, a "kod logowania" of a parcel app', { subject: 'Kod logowania do aplikacji Paczka24', text: 'Twój kod:\n\n  4471\n\nNie podawaj go nikomu.\nNumer przesyłki: 6200 4471 0912 3344' }, '4471'],
    ['counter-example: a parcel pick-up code', { subject: 'Twoja paczka czeka w Paczkomacie', text: 'Kod odbioru: 482913\nNumer przesyłki: 6200 4471 0912 3344' }, null],
    // A code labelled for the courier or driver: handed over at the door, never typed.
    ['nl, "Verificatiecode voor de bezorger"', { subject: 'Je pakket komt vandaag', text: 'Track & Trace: 3SPKT0019928841\nVerificatiecode voor de bezorger: 4409 (alleen nodig bij aflevering aan de deur)' }, null],
    ['en, "Verification code for the courier"', { subject: 'Your parcel arrives today', text: 'Tracking: 1Z999AA10123456784\nVerification code for the courier: 4409\nOnly needed at the door.' }, null],
    ['de, "Code für den Fahrer"', { subject: 'Deine Bestellung ist unterwegs', text: 'Dein Code für den Fahrer: 4409\nBestellnummer: 88120' }, null],
    ['fr, "code pour le livreur"', { subject: 'Votre commande arrive', text: 'Votre code de vérification pour le livreur : 4409' }, null],
    ['es, "código para el repartidor"', { subject: 'Tu pedido está en camino', text: 'Código de verificación para el repartidor: 4409' }, null],
    ['counter-example: a code for the driver app', { subject: 'Your verification code', text: 'Your verification code for the Driver app: 4409\nIt expires in 10 minutes.' }, '4409'],
    // A verification code to type in a game: "in-game" names where, and sells nothing.
    ['fr, a code to link a game account', { subject: 'Ton code de vérification', text: 'Voici ton code de vérification pour lier ton compte :\n\n>> W7N4-XQ2B <<\n\nSaisis-le dans le jeu (Paramètres > Compte) dans les 20 minutes.\n\nIdentifiant joueur : 3308-1172-95' }, 'W7N4-XQ2B'],
    ['en, a code to link a game account', { subject: 'Link your account', text: 'Here is your verification code to link your account:\n\nK4P9-ZT7Q\n\nEnter it in-game under Settings > Account within 20 minutes.' }, 'K4P9-ZT7Q'],
    ['de, a Bestätigungscode typed im Spiel', { subject: 'Konto verknüpfen', text: 'Dein Bestätigungscode zum Verknüpfen deines Kontos:\n\nK4P9-ZT7Q\n\nGib ihn im Spiel unter Einstellungen ein.' }, 'K4P9-ZT7Q'],
    ['es, a verification code typed en el juego', { subject: 'Vincula tu cuenta', text: 'Tu código de verificación para vincular tu cuenta:\n\nK4P9-ZT7Q\n\nIntrodúcelo en el juego en los próximos 20 minutos.' }, 'K4P9-ZT7Q'],
    ['counter-example: a pack code redeemed in-game', { subject: 'Your Founder Pack', text: 'Thanks for your purchase! Your pack code:\n\nFPK-7720-QX\n\nRedeem it in-game under Store > Redeem.' }, null],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe('template families of consumer brands: anti-phishing codes, hand-overs to a delivery partner (t-f, codes-kinds-5)', () => {
  it.each<[string, CodeSource, string | null]>([
    // An anti-phishing code is a phrase the reader chose, printed in every genuine mail: never the code to type.
    ['en, an anti-phishing code above a confirmation button', { subject: 'Confirm your withdrawal request', text: 'Anti-phishing code: SILVERFOX-71\n\nWe received a request to withdraw 1,200.00 USDT.\nTo confirm this withdrawal, click the button below within 30 minutes.' }, null],
    ['en, an anti-phishing code above the verification code', { subject: 'Your verification code', text: 'Anti-phishing code: SILVERFOX-71\n\nYour verification code is 552019. It expires in 5 minutes.' }, '552019'],
    ['de, a numeric Anti-Phishing-Code', { subject: 'Auszahlung bestätigen', text: 'Dein Anti-Phishing-Code: 4471\n\nBitte bestätige die Auszahlung über den Link in der App.' }, null],
    ['es, "código antiphishing"', { subject: 'Confirma tu retiro', text: 'Tu código antiphishing: LINCE-2044\nConfirma el retiro en la app.' }, null],
    ['fr, "code anti-phishing"', { subject: 'Confirmez votre retrait', text: 'Votre code anti-phishing : HIBOU-2210\nConfirmez le retrait dans l\'application.' }, null],
    ['tr, "Kimlik avı önleme kodunuz"', { subject: 'Çekim talebi', text: 'Kimlik avı önleme kodunuz: ATLAS-77\nÇekim talebinizi uygulamadan onaylayın.' }, null],
    ['ru, "Антифишинговый код"', { subject: 'Вывод средств', text: 'Антифишинговый код: 7731\nПодтвердите вывод в приложении.' }, null],
    ['ja, "フィッシング対策コード"', { subject: '出金申請', text: 'フィッシング対策コード：SAKURA-12\nアプリで出金を承認してください。' }, null],
    ['counter-example: a phishing warning beside the code', { subject: 'Your login code', text: 'Your login code is 482913.\nBeware of phishing: we never ask for this code by phone.' }, '482913'],
    // A one-time code told to the delivery partner or driver, in Hindi and Bengali.
    ['hi, a delivery OTP for the delivery partner', { subject: 'आपका ऑर्डर रास्ते में है', text: 'ऑर्डर ID: 4471902288\nडिलीवरी के समय डिलीवरी पार्टनर को यह OTP बताएं: 4471' }, null],
    ['hi, a ride OTP for the driver', { subject: 'आपकी राइड', text: 'आपका ड्राइवर 3 मिनट में पहुंचेगा।\nराइड शुरू करने के लिए ड्राइवर को यह OTP बताएं: 7720' }, null],
    ['bn, a delivery OTP for the delivery partner', { subject: 'আপনার অর্ডার', text: 'ডেলিভারির সময় ডেলিভারি পার্টনারকে এই OTP দিন: 5820' }, null],
    // A sale under a sign-in code's label line, or in the next sentence of the code's line: the sale's code is the promotion, not the sign-in code.
    ['fr, a welcome discount below a "code de connexion"', { subject: 'Bienvenue chez Modea', html: '<p>Votre code de connexion</p><p style="font-size:28px"><b>552019</b></p><p>Profitez de -10 % avec le code BIENVENUE10 sur votre première commande.</p>' }, '552019'],
    ['es, a coupon below a "código de inicio de sesión"', { subject: 'Bienvenido a Tiendala', html: '<p>Tu código de inicio de sesión</p><p style="font-size:28px"><b>552019</b></p><p>¡Regalo! 10% de descuento con el cupón HOLA10 en tu carrito.</p>' }, '552019'],
    ['en, "… to sign in. Plus: 20% off with code SAVE20 at checkout" (no other code)', { subject: 'Welcome to Shoply', text: 'Thanks for joining! Open the app to sign in. Plus: 20% off today with code SAVE20 at checkout.' }, null],
    ['de, "… um dich anzumelden. Dazu 15 % Rabatt mit dem Code HALLO15"', { subject: 'Willkommen bei Modehaus', text: 'Öffne die App, um dich anzumelden. Dazu 15 % Rabatt mit dem Code HALLO15 im Warenkorb.' }, null],
    ['counter-example: a code its own sentence asks to type to confirm the order at checkout', { subject: 'Confirm your order', text: 'Enter the confirmation code 5821 on the checkout page to confirm this order.' }, '5821'],
    // A request's reference under a subject naming a code that was sent elsewhere (by SMS): a reference, never the code.
    ['de, "Referenz: 881244"', { subject: 'Ihr Bestätigungscode', text: 'Ihr Bestätigungscode wurde an Ihr Handy gesendet.\nReferenz: 881244' }, null],
    ['nl, "Referentie: 881244"', { subject: 'Uw verificatiecode', text: 'Uw verificatiecode is per sms verstuurd.\nReferentie: 881244' }, null],
    ['sv, "Referens: 881244"', { subject: 'Din verifieringskod', text: 'Din verifieringskod har skickats via sms.\nReferens: 881244' }, null],
    ['pl, "Referencja: 881244"', { subject: 'Kod weryfikacyjny', text: 'Kod weryfikacyjny został wysłany SMS-em.\nReferencja: 881244' }, null],
    ['tr, "Referans: 881244"', { subject: 'Doğrulama kodunuz', text: 'Doğrulama kodunuz SMS ile gönderildi.\nReferans: 881244' }, null],
    ['pt, "Referência: 881244"', { subject: 'Código de verificação', text: 'O código de verificação foi enviado por SMS.\nReferência: 881244' }, null],
    ['fi, "Viite: 881244"', { subject: 'Vahvistuskoodi', text: 'Vahvistuskoodi on lähetetty tekstiviestillä.\nViite: 881244' }, null],
    ['counter-example: the code above its request\'s "Referenz"', { subject: 'Ihr Bestätigungscode', text: 'Ihr Bestätigungscode lautet 552019.\nReferenz: 8812-44' }, '552019'],
    ['counter-example (hi): "share it with no one, not even the delivery partner"', { subject: 'स्वादघर लॉगिन OTP', text: 'आपके खाते में लॉग इन करने के लिए OTP: 8462\nयह OTP 5 मिनट के लिए मान्य है। कृपया इसे किसी के साथ साझा न करें — डिलीवरी पार्टनर को भी नहीं।' }, '8462'],
    ['counter-example (hi): a login OTP', { subject: 'लॉगिन OTP', text: 'आपका लॉगिन OTP 482913 है। इसे किसी के साथ साझा न करें।' }, '482913'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe("the writer's text governs the mail it answers or passes on (g2-structure)", () => {
  it.each<[string, CodeSource, string | null]>([
    // The writer's new text corrects the code its history holds.
    ['en, a reply correcting the code sent before', { subject: 'Re: parking permit code', text: 'Ignore my last email, I typed it wrong - it\'s 55 81 09, not 55 18 09.\nFat fingers, sorry!\n\nBen\n\nOn Sun, Nov 22, 2026 at 4:02 PM Ben <ben@inbox.example> wrote:\n> Here\'s the code from the council parking permit site: 55 18 09' }, '558109'],
    ['de, a reply correcting the code sent before', { subject: 'AW: Code fürs Portal', text: 'Vergiss meine letzte Mail, Tippfehler - richtig ist 55 81 09.\n\nBen\n\nAm 22.11.2026 um 16:02 schrieb Ben <ben@inbox.example>:\n> Hier der Code vom Portal: 55 18 09' }, '558109'],
    ['es, a reply whose history code expired', { subject: 'RE: código de la luz', text: 'El de mi último correo ya ha caducado, perdón. Me acaba de llegar uno nuevo: 7731\n\nTom\n\nEl lun, 30 nov 2026 a las 07:40, Tom <tom@example.es> escribió:\n> Aquí tienes el código que me mandaron: 4408' }, '7731'],
    ['counter-example: a reply reporting that the code fails', { subject: 'Re: login code', text: 'I typed 482913 but it says wrong code.\n\nOn Mon, Nov 9, 2026 at 10:12 AM Agent <agent@example.com> wrote:\n> Here is the code: 551902' }, null],
    // A forwarder's code called expired right after it: the forwarded mail's code is the one.
    ['en, a forward whose writer calls their first code expired', { subject: 'FW: Your Fernhill sign-in verification code', text: 'Second try - the first code (448 120) expired while I was at lunch. This\none came in a minute ago, should still be good for ~10 min.\n\nChris\n\n-----Original Message-----\nFrom: Okapi Identity <noreply@okapi-id.example>\nSent: Wednesday, December 2, 2026 1:31 PM\nTo: Chris Dunn <c.dunn@fernhill.example>\nSubject: Your Fernhill sign-in verification code\n\nYour verification code is 907 314\n\nThis code will expire in 10 minutes.' }, '907314'],
    ['fr, the same', { subject: 'TR: Votre code de connexion', text: 'Deuxième essai : le premier code (448 120) a expiré pendant ma pause.\n\nChris\n\n-------- Message transféré --------\nDe : Okapi <noreply@okapi.example>\nDate : mer. 2 déc. 2026 13:31\nObjet : Votre code de connexion\n\nVotre code de connexion est 907 314' }, '907314'],
    ['counter-example: stale words about another code after a clause break', { subject: 'Re: staging login code', text: 'Scratch that, use 472018 - the earlier 118302 was for staging, sorry!\n\nOn Mon, Nov 9, 2026 at 10:12 AM Agent <agent@example.com> wrote:\n> can you send the login code?' }, '472018'],
    // The forwarder tells not to use the forwarded mail's code, whatever the subject says.
    ['en, a phishing warning forwarding the mail', { subject: 'PHISHING WARNING - Fwd: Urgent: confirm your direct deposit', text: 'All,\n\nSeveral of you received the message below. It is a PHISHING attempt. Do NOT enter the code\nanywhere and do NOT reply.\n\nHannah\n\n---------- Forwarded message ---------\nFrom: Payroll Team <payroll@lakeside-payroll-secure.example>\nDate: Fri, Nov 20, 2026 at 10:12 AM\nSubject: Urgent: confirm your direct deposit\n\nConfirm your identity by entering this verification code:\n\n    Code: 773 104' }, null],
    ['de, the same', { subject: 'Achtung Phishing', text: 'Hallo zusammen,\n\ndie Mail unten ist Phishing. Bitte den Code nicht eingeben und nicht antworten.\n\nIT-Sicherheit\n\n---------- Weitergeleitete Nachricht ---------\nVon: Lohnbüro <lohn@lohn-sicher.example>\nDatum: Fr., 20. Nov. 2026 um 10:12\nBetreff: Bestätigen Sie Ihre Bankverbindung\n\nIhr Bestätigungscode: 773 104' }, null],
    ['es, the same', { subject: 'Aviso: phishing', text: 'Hola a todos:\n\nel correo de abajo es phishing. No introduzcas el código en ninguna parte.\n\nSeguridad\n\n---------- Mensaje reenviado ---------\nDe: Nóminas <nominas@nominas-seguro.example>\nFecha: vie, 20 nov 2026 a las 10:12\nAsunto: Confirme su cuenta\n\nSu código de verificación: 773 104' }, null],
    ['counter-example: "if it asks, do not enter" is a condition', { subject: 'FW: Your login code', text: 'Here you go. If the site asks for a second code, do not enter this one there.\n\n---------- Forwarded message ---------\nFrom: Portal <noreply@portal.example>\nDate: Fri, Nov 20, 2026 at 10:12 AM\nSubject: Your login code\n\nYour login code is 773 104' }, '773104'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe("writer e's kinds: mail touched by people and relays (t-e)", () => {
  it.each<[string, CodeSource, string | null]>([
    // A correction right after the code sets it against the mistyped one: the writer's "I typed it wrong" speaks of that one.
    ['en, "I typed it wrong - it\'s X, not Y"', { subject: 'Re: parking permit code', text: 'Ignore my last email, I typed it wrong - it\'s 55 81 09, not 55 18 09.\nFat fingers, sorry!\n\nBen\n\nOn Sun, Nov 22, 2026 at 4:02 PM Ben Adeyemi <ben@inbox.example> wrote:\n> Here\'s the code from the council parking permit site: 55 18 09' }, '558109'],
    ['de, "hab mich vertippt, es ist X, nicht Y"', { subject: 'Re: Code fürs Portal', text: 'Sorry, hab mich vertippt - ich habe 551809 eingegeben, richtig ist 558109, nicht 551809.\n\nAm 22.11.2026 um 16:02 schrieb Ben <ben@inbox.example>:\n> Hier der Code: 551809' }, '558109'],
    ['fr, "j\'ai tapé … c\'est X et pas Y"', { subject: 'Re: code du portail', text: 'Oups, j\'ai tapé trop vite : c\'est 558109, pas 551809.\n\nLe 22/11/2026 à 16:02, Ben <ben@inbox.example> a écrit :\n> Voici le code : 551809' }, '558109'],
    ['counter-example: the writer reports the code fails', { subject: 'Re: parking permit code', text: 'I typed 558109 and it does not work.\n\nOn Sun, Nov 22, 2026 at 4:02 PM Ben <ben@inbox.example> wrote:\n> Here\'s the code: 558109' }, null],
    // A forwarder naming the first code as dead in their note: the forwarded mail's code is the one.
    ['en, "the first code (X) expired" above a forwarded code', { subject: 'FW: Your Fernhill sign-in verification code', text: 'Second try - the first code (448 120) expired while I was at lunch. This\none came in a minute ago, should still be good for ~10 min.\n\nChris\n\n-----Original Message-----\nFrom: Okapi Identity <noreply@okapi-id.example>\nSent: Wednesday, December 2, 2026 1:31 PM\nTo: Chris Dunn <c.dunn@fernhill.example>\nSubject: Your Fernhill sign-in verification code\n\nYour verification code is 907 314\n\nThis code will expire in 10 minutes.' }, '907314'],
    ['de, "der erste Code (X) ist abgelaufen"', { subject: 'WG: Ihr Anmeldecode', text: 'Zweiter Versuch - der erste Code (448120) ist abgelaufen. Der hier ist neu.\n\n-------- Ursprüngliche Nachricht --------\nVon: Portal <noreply@portal.example>\nBetreff: Ihr Anmeldecode\n\nIhr Anmeldecode lautet 907314.' }, '907314'],
    ['es, "el primer código (X) caducó"', { subject: 'RV: Tu código de acceso', text: 'Segundo intento: el primer código (448120) caducó mientras comía.\n\n-----Mensaje original-----\nDe: Portal <noreply@portal.example>\nAsunto: Tu código de acceso\n\nTu código de acceso es 907314.' }, '907314'],
    // A clause after the code that speaks of the other one: its stale word is that one's.
    ['en, "try X, the other one expired"', { subject: 'Re: login code?', text: 'Try 582019, the other one expired.\n\nOn Mon, 4 Mar 2024 at 10:02, Priya <priya@example.com> wrote:\n> Here is the login code: 552019' }, '582019'],
    ['de, "nimm X, der andere ist abgelaufen"', { subject: 'AW: Anmeldecode?', text: 'Nimm 582019, der andere ist abgelaufen.\n\nAm 04.03.2024 um 10:02 schrieb Priya <priya@example.com>:\n> Hier der Anmeldecode: 552019' }, '582019'],
    // A forwarder warning that the mail they pass on is a fraud, or not to enter its code: its code is no answer.
    ['en, a phishing warning forwarding the lure', { subject: 'PHISHING WARNING - Fwd: Urgent: confirm your direct deposit', text: 'All,\n\nIt is a PHISHING attempt: someone wants you to hand over the code. Do NOT enter the code\nanywhere.\n\nHannah\n\n---------- Forwarded message ---------\nFrom: Payroll Team <payroll@lakeside-payroll-secure.example>\nSubject: Urgent: confirm your direct deposit\n\nConfirm your identity by entering this verification code:\n\n    Code: 773 104' }, null],
    ['de, "Das ist Betrug" above a forwarded code', { subject: 'WG: Ihr Bestätigungscode', text: 'Hallo zusammen,\n\ndas ist Betrug, bitte löschen.\n\n-------- Weitergeleitete Nachricht --------\nVon: Bank <sicherheit@bank-secure.example>\nBetreff: Ihr Bestätigungscode\n\nIhr Bestätigungscode lautet 773104.' }, null],
    ['fr, "c\'est une arnaque" in a tagged forward', { subject: '[EXT] TR: Code de vérification', text: 'Attention, c\'est une arnaque (hameçonnage). Ne saisissez pas le code.\n\n-------- Message transféré --------\nDe : Support <support@impots-verif.example>\nObjet : Code de vérification\n\nVotre code de vérification : 773104' }, null],
    ['es, "no introduzcas el código"', { subject: 'RV: Código de seguridad', text: 'Ojo: es un intento de estafa, no introduzcas el código en ningún sitio.\n\n-----Mensaje original-----\nDe: Banco <avisos@banco-seguro.example>\nAsunto: Código de seguridad\n\nSu código de seguridad es 773104.' }, null],
    ['counter-example: "not phishing, it\'s legit"', { subject: 'Fwd: Your verification code', text: 'Checked with IT, this is not phishing - please use the code below.\n\n---------- Forwarded message ---------\nFrom: Portal <no-reply@portal.example>\nSubject: Your verification code\n\nYour verification code is 773104.' }, '773104'],
    ['counter-example: a forwarder asking whether it is a scam', { subject: 'Fwd: Your verification code', text: 'Is this a scam? If not, the code is below.\n\n---------- Forwarded message ---------\nFrom: Portal <no-reply@portal.example>\nSubject: Your verification code\n\nYour verification code is 773104.' }, '773104'],
    ['counter-example: a forward that warns only "if you did not ask"', { subject: 'Fwd: Your verification code', text: 'Here it is. If you did not ask for it, do not enter it.\n\n---------- Forwarded message ---------\nFrom: Portal <no-reply@portal.example>\nSubject: Your verification code\n\nYour verification code is 773104.' }, '773104'],
    ['counter-example: the mail itself warns about scammers', { subject: 'Fwd: Your verification code', text: 'fyi\n\n---------- Forwarded message ---------\nFrom: Portal <no-reply@portal.example>\nSubject: Your verification code\n\nYour verification code is 773104. Scammers may ask for it: never share it.' }, '773104'],
    // Trackers and CI quote test data, commits and branches about codes: none is a code to type.
    ['en, a test vector in a Jira digest', { subject: '[JIRA] Daily digest: 3 updates in PAY', text: 'PAY-4821  Rotate signing keys for the OTP service\n  Comment (Ines): "Verification codes are now 8 digits,\n  see test vector 40118273 in the spec."\n\nPAY-4833  Customer 55120938 cannot receive SMS codes' }, null],
    ['de, a Testvektor in a tracker comment', { subject: 'Neuer Kommentar zu AUTH-12', text: 'Bestätigungscodes haben jetzt 8 Stellen, siehe Testvektor 40118273 in der Spezifikation.' }, null],
    ['fr, a valeur de test', { subject: 'Nouveau commentaire sur AUTH-12', text: 'Les codes de vérification ont maintenant 8 chiffres, voir la valeur de test 40118273 dans la spec.' }, null],
    ['es, a valor de prueba', { subject: 'Nuevo comentario en AUTH-12', text: 'Los códigos de verificación ahora tienen 8 dígitos; ver el valor de prueba 40118273 en la especificación.' }, null],
    ['en, a Chai assertion in a failed pipeline', { subject: 'platform | Failed pipeline for feature/otp-length-8 | 9f3a2c71', text: 'Pipeline #118204 has failed!\n\nBranch: feature/otp-length-8\nCommit: 9f3a2c71 "Increase verification code length to 8 digits"\n\nFailed job: unit-tests (#2290155)\n  AssertionError: expected code "40291833" to match /^\\d{6}$/' }, null],
    ['en, a JUnit failure', { subject: 'Build failed: auth-service #412', text: 'OtpServiceTest.verifiesSixDigitCode FAILED\norg.opentest4j.AssertionFailedError: verification code expected:<482913> but was:<48291>' }, null],
    ['en, a Jest failure', { subject: '[CI] tests failed on main', text: 'otp.spec.ts > formats the verification code\n    Expected: "482 913"\n    Received: "482913"' }, null],
    ['en, a Go test failure', { subject: 'Build #88 failed', text: '--- FAIL: TestOTPCode (0.00s)\n    otp_test.go:42: code: got 40291833, want 6 digits' }, null],
    ['counter-example: GitLab\'s own sign-in code', { subject: 'GitLab verification code', text: 'Hello!\n\nYour verification code is 482913. Enter it on the sign-in page to continue. It expires in 60 minutes.' }, '482913'],
    ['counter-example: a code whose sentence says what to expect', { subject: 'Your login code', text: 'You should expect a new code every time you sign in.\nYour login code: 482913' }, '482913'],
    ['counter-example: a code word after a slash that is no path', { subject: 'Your SMS/OTP code', text: 'Your SMS/OTP code: 482913' }, '482913'],
    // The PIN of a card whose number is printed beside it (gift cards, SIM cards): that card's, no code to type now.
    ['it, a gift card\'s PIN under its number', { subject: 'Hai ricevuto un regalo da Sofia!', text: 'Sofia ti ha regalato una carta da 50,00 €.\n\nNumero carta: 6034 9100 2245 8817\nPIN: 4471\nScadenza: 30/11/2027\n\nInserisci numero e PIN al momento del pagamento.' }, null],
    ['de, a Geschenkkarte\'s PIN', { subject: 'Ein Geschenk von Jonas', text: 'Kartennummer: 6034-9100-2245-8817\nPIN: 4471\nEinlösbar online und im Laden.' }, null],
    ['es, a tarjeta\'s PIN', { subject: 'Has recibido un regalo', text: 'Número de tarjeta: 6034910022458817\nPIN: 4471' }, null],
    ['pl, a SIM card\'s PIN and PUK', { subject: 'Twoja nowa karta SIM jest aktywna', text: 'Numer karty SIM (ICCID): 8948 0100 0023 9912 447\nKod PIN: 1234 (zmień go po pierwszym uruchomieniu)\nKod PUK: 88120442' }, null],
    ['en, a SIM card\'s PIN', { subject: 'Your replacement SIM is active', text: 'SIM card number (ICCID): 8944 1100 2233 4455 667\nPIN: 4471\nPUK: 88120442' }, null],
    ['counter-example: a 3-D Secure code beside a masked card', { subject: 'Your purchase code', text: 'Card: **** **** **** 4417\nAmount: 49.99 EUR\nYour one-time PIN: 482913\nEnter it to confirm the purchase.' }, '482913'],
    ['counter-example: an OTP with a long account number far above', { subject: 'Your login PIN', text: 'Account 6034 9100 2245 8817\n\n\n\n\nYour one-time PIN: 482913' }, '482913'],
    // A code for opening a locker, a box or a door: shown at the locker, never typed to verify.
    ['he, "קוד לפתיחת הלוקר"', { subject: 'החבילה שלך ממתינה בלוקר - קוד פתיחה בפנים', text: 'החבילה שלך הגיעה ללוקר!\n\nמספר משלוח: IL2026110984421\nתא מספר: 17\nקוד לפתיחת הלוקר: 482615' }, null],
    ['en, "code to open the locker"', { subject: 'Your order is ready', text: 'Locker 17, Central Station.\nYour code to open the locker: 482615' }, null],
    ['de, "Code zum Öffnen des Fachs"', { subject: 'Abholbereit', text: 'Ihr Code zum Öffnen des Fachs: 482615' }, null],
    ['fr, "code d\'ouverture du casier"', { subject: 'Votre commande est disponible', text: 'Code d\'ouverture du casier : 482615' }, null],
    ['es, "código de apertura de la taquilla"', { subject: 'Tu pedido está listo', text: 'Código de apertura de la taquilla: 482615' }, null],
    ['pl, "kod do otwarcia skrytki"', { subject: 'Odbierz przesyłkę', text: 'Kod do otwarcia skrytki: 482615' }, null],
    ['ar, "رمز لفتح الخزانة"', { subject: 'شحنتك', text: 'رمز لفتح الخزانة: 482615' }, null],
    ['counter-example: a code to open an account (a sign-up)', { subject: 'Verify your email', text: 'Your verification code to open your account: 482615' }, '482615'],
    // Coupon compounds ("kuponkód", "Gutscheincode", "kod rabatowy"): a sale's code under the line that asks to type it.
    ['hu, "add meg a kuponkódot"', { subject: 'Advent: ajándék bejgli', text: 'Online rendelésnél add meg a kuponkódot:\n\nADVENT2026\n\nHűségkártya száma: 7700 4412 9018' }, null],
    ['de, "gib den Gutscheincode ein"', { subject: 'Adventsaktion', text: 'Bei Online-Bestellungen gib den Gutscheincode ein:\n\nADVENT2026' }, null],
    ['pl, "podaj kod rabatowy"', { subject: 'Adwent', text: 'Podaj kod rabatowy przy zamówieniu online:\n\nADVENT2026' }, null],
    ['nl, "vul de kortingscode in"', { subject: 'Advent', text: 'Vul bij je online bestelling de kortingscode in:\n\nADVENT2026' }, null],
    ['counter-example (hu): a payee ("Kedvezményezett") under a transfer code', { subject: 'Tranzakció jóváhagyása', text: 'Az átutalás jóváhagyásához szükséges egyszer használatos kód:\n\n   94-51-07\n\nKedvezményezett: Kovács Anna\nÖsszeg: 85 000 Ft' }, '945107'],
    ['counter-example: a verification code under "enter the code"', { subject: 'Your sign-in code', text: 'Enter this code to sign in:\n\nK4P9ZT' }, 'K4P9ZT'],
    // A key to type once to link or register an account.
    ['en, "Activation key" for a parent portal', { subject: 'Parent Portal activation key for Ava Martinez', text: 'To link your account to your student(s), go to https://parents.cvsd.example/register\nand enter the activation key below exactly as shown:\n\n    Activation key: 7HKD-22QP-9XWM\n\nStudent: Ava Martinez   Student ID: 2031847\n\nThe activation key can be used only once.' }, '7HKD-22QP-9XWM'],
    ['en, "registration key" for a course', { subject: 'Your course registration key', text: 'Enter this registration key to join the course: QX7M-2KDP' }, 'QX7M-2KDP'],
    ['es, "clave de activación"', { subject: 'Activa tu cuenta', text: 'Introduce la clave de activación: 7HKD-22QP-9XWM' }, '7HKD-22QP-9XWM'],
    ['counter-example: a product key in a receipt', { subject: 'Your Gamevault receipt and product key', text: 'Thanks for your purchase!\n\nYour product key:\n7XKQ2-M9PLD-4RT8V\n\nRedeem it any time from Library. Keys don\'t expire.' }, null],
    // A person passing on an invite link ("the guest invite … you'll need to click it yourself:"): the invitation is the step.
    ['en, a relayed workspace invite', { subject: 'invite link for huddlechat', text: 'hey! IT finally sent me the guest invite for the Acme design workspace -\nit\'s tied to your email, not mine, so you\'ll need to click it yourself:\n\nhttps://join.huddlechat.example/t/acme-design/invite/e9KQ2z7LmP\n\nit says it expires Friday.\n\nthx\nDani' }, 'https://join.huddlechat.example/t/acme-design/invite/e9KQ2z7LmP'],
    ['es, "te paso la invitación"', { subject: 'acceso al espacio de trabajo', text: 'Hola, te paso la invitación al espacio de diseño, está a tu nombre así que ábrela tú:\n\nhttps://join.huddlechat.example/t/acme/invite/e9KQ2z7LmP\n\nCaduca el viernes.' }, 'https://join.huddlechat.example/t/acme/invite/e9KQ2z7LmP'],
    ['pt, "o convite"', { subject: 'acesso', text: 'Segue o convite para o espaço de trabalho, está no teu e-mail:\n\nhttps://join.huddlechat.example/t/acme/invite/e9KQ2z7LmP' }, 'https://join.huddlechat.example/t/acme/invite/e9KQ2z7LmP'],
    ['counter-example: a team page without a token', { subject: 'team update', text: 'The team invite went well, thanks all. Notes are here:\n\nhttps://wiki.acme.example/team/notes' }, null],
    ['counter-example: a new code, the old one expired after it', { subject: 'Re: login code', text: 'Here is the new code: 907314 - the old one expired.\n\nOn Mon, Nov 2, 2026 at 9:00 AM Ana <ana@example.com> wrote:\n> the code 448120 does not work' }, '907314'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe("writers h and i's kinds: what the number is for, in any sender's words (t-hi)", () => {
  it.each<[string, CodeSource, string | null]>([
    // A letter-prefixed code whose digits are grouped in threes, set apart under the sentence asking to type it.
    ['es, "F-528 310" under an e-signature instruction', { subject: 'Código para firmar el documento CT-2026-0917', text: 'Para completar la firma, introduce este código de un solo uso en la pantalla de firma:\n\nF-528 310\n\nEscribe solo los números. Identificador del sobre: 9c1a-44d7-b2e0. Caduca en 10 minutos.' }, '528310'],
    ['en, "G-482 913" under a sign-in instruction', { subject: 'Your sign-in code', text: 'Enter this code on the sign-in screen:\n\nG-482 913\n\nIt expires in 10 minutes.' }, '482913'],
    ['de, "S-284 610" labelled directly', { subject: 'Ihr Bestätigungscode', text: 'Ihr Bestätigungscode: S-284 610\nGültig für 5 Minuten.' }, '284610'],
    ['fr, "K-730 194" under a payment confirmation', { subject: 'Confirmez votre paiement', text: 'Saisissez le code suivant pour confirmer le paiement :\n\nK-730 194' }, '730194'],
    ['counter-example: a lot number with a prefix', { subject: 'Your delivery', text: 'Your parcel from lot F-528 310 is on its way.' }, null],
    // A bare "token" right before a short number is a bank's one-time code; an API token is long.
    ['pt, "Token: 318 642" under "digite o token"', { subject: 'Token de segurança – confirmação de Pix', text: 'Recebemos um pedido para aumentar seu limite de Pix noturno.\n\n  Agência/Conta:    0417 / 22871-3\n\nPara confirmar, digite o token abaixo no app:\n\n  Token: 318 642\n\nO token expira em 2 minutos.' }, '318642'],
    ['es, "tu token es 582019"', { subject: 'Banca en línea', text: 'Para autorizar la transferencia, tu token es 582019. Vence en 3 minutos.' }, '582019'],
    ['en, "Token: 4471 9023" for a transfer', { subject: 'Approve your transfer', text: 'To approve the transfer of GBP 480.00, enter this token in the app.\nToken: 4471 9023\nIt expires in 5 minutes.' }, '44719023'],
    ['pt, "Token SMS: 482913" (a qualifier between the word and the colon)', { subject: 'Banco', text: 'Seu Token SMS: 482913. Não compartilhe.' }, '482913'],
    ['pt, "token de 6 dígitos: 482913"', { subject: 'Banco', text: 'Use o token de 6 dígitos: 482913 para confirmar a transferência.' }, '482913'],
    ['counter-example: an API token shown once', { subject: 'Your new API token', text: 'Here is your API token. It is shown only once:\n\nToken: sk_live_4f9a2c81d7e6b3a0\n\nStore it in a secret manager.' }, null],
    ['counter-example: a prepaid electricity token of 20 digits', { subject: 'Your electricity purchase', text: 'Thank you for buying 45.2 kWh.\nToken: 4471 9023 5582 1904 7730\nEnter it on your meter keypad.' }, null],
    // A clause naming a code, then a colon or dash and a pronoun with a copula: the pronoun is that code.
    ['fr, "… sur mon téléphone pro : c\'est le 55 81 02"', { subject: 'code clairnuage', text: 'Salut,\n\nLe code pour valider le compte Clairnuage vient d\'arriver sur mon téléphone pro : c\'est le 55 81 02.\n\nDépêche-toi, il expire dans 5 min. Et non, le 06 12 34 56 78 en dessous c\'est juste mon numéro.\n\nÉlodie\n06 12 34 56 78' }, '558102'],
    ['en, "… just came to my phone - it\'s 558 102"', { subject: 'portal code', text: 'The verification code for the portal just came to my work phone - it\'s 558 102. Quick, it expires in 5 minutes.' }, '558102'],
    ['es, "… me llegó al teléfono del trabajo: es el 558102"', { subject: 'código', text: 'El código para validar la cuenta me llegó al teléfono del trabajo: es el 558102. Caduca en 5 minutos.' }, '558102'],
    ['it, "… è arrivato sul telefono: è il 558102"', { subject: 'codice', text: 'Il codice per verificare l\'account è arrivato sul telefono dell\'ufficio: è il 558102.' }, '558102'],
    ['de, "… auf mein Diensthandy gekommen: er lautet 5581"', { subject: 'der Code', text: 'Der Bestätigungscode ist gerade auf mein Diensthandy gekommen: er lautet 5581.' }, '5581'],
    ['nl, "… op mijn werktelefoon: het is 558 102"', { subject: 'de code', text: 'De verificatiecode voor het portaal kwam net binnen op mijn werktelefoon: het is 558 102.' }, '558102'],
    ['pl, "… na mój telefon: to 558102"', { subject: 'kod', text: 'Kod weryfikacyjny do portalu właśnie przyszedł na mój telefon: to 558102.' }, '558102'],
    ['pt, "… no meu telefone do trabalho: é o 558102"', { subject: 'código', text: 'O código para validar a conta chegou no meu telefone do trabalho: é o 558102.' }, '558102'],
    ['counter-example: a clause naming no code', { subject: 'call me', text: 'My flight landed at 9 and I am at the office now: it\'s 558 102 on the intercom.' }, null],
    ['counter-example: a phone number labelled as such', { subject: 'code', text: 'Le code arrive par SMS. Téléphone : 06 12 34 56' }, null],
    // A checkout or a cart is where a payment is confirmed too: they sell only beside an offer.
    ['en, "Use 641 022 to log in to Quickpay and finish checkout"', { subject: 'Your Quickpay login code', text: 'Paying Northwind Cloud Services Ltd\nAmount: $240.00 USD\nCard on file: Mastercard ending 5521\n\nUse 641 022 to log in to Quickpay and finish checkout. This code expires in 10 minutes.' }, '641022'],
    ['fr, "Utilisez 641022 pour vous connecter et valider votre panier"', { subject: 'Votre code', text: 'Utilisez 641022 pour vous connecter et valider votre panier. Il expire dans 10 minutes.' }, '641022'],
    ['de, "Nutze 641022 zum Bestätigen der Zahlung im Warenkorb"', { subject: 'Dein Code', text: 'Nutze 641022, um die Zahlung im Warenkorb zu bestätigen. Gültig für 10 Minuten.' }, '641022'],
    ['es, "Usa 641022 para iniciar sesión y completar el pago en el carrito"', { subject: 'Tu código', text: 'Usa 641022 para iniciar sesión y completar el pago en el carrito.' }, '641022'],
    ['counter-example: a discount code at checkout', { subject: 'Welcome!', text: 'Use WELCOME15 at checkout to get 15% off your first order.' }, null],
    ['counter-example: a discount code at checkout after signing in', { subject: 'A gift for you', text: 'Log in and use SAVE4821 at checkout for 20% off.' }, null],
    // A code that one line sells ("15% off … with code X") is that discount code in every mention.
    ['en, a preheader naming a discount code the body sells', { subject: 'November brews + a code for you', html: '<div style="display:none">Winter blends are here. Use code KETTLE15 until Nov 30.</div><p>Dear tea friend, our winter blends have arrived.</p><p>15% off online with code <b>KETTLE15</b><br>valid until 30/11/2026</p>' }, null],
    ['de, a Gutscheincode named twice', { subject: 'Ein Code für dich', text: 'Dein Code: WINTER20 – gültig bis 30.11.\n\nSpare 20 % Rabatt im Shop mit dem Code WINTER20.' }, null],
    ['counter-example: a verification code beside a discount on another code', { subject: 'Confirm your email', text: 'Your confirmation code: 582019\n\nPlus 20% off your next order with code FLY20.' }, '582019'],
    // Seven or more lower-case hex digits print a commit or an id, not a code.
    ['en, a commit hash in a deployment notice', { subject: 'Deployed agent-dashboard v2.14.3 to production', html: '<table><tr><td>Version</td><td>v2.14.3 (build 1187)</td></tr><tr><td>Commit</td><td><code>9c1f4ab</code> fix: handle 2FA prompt timeout</td></tr></table>' }, null],
    ['en, "Commit: a3f9c2e1" in a build mail', { subject: 'Build #4471 passed', text: 'Pipeline passed.\nCommit: a3f9c2e1 "Bump grpc to 1.68.1"\nBranch: main' }, null],
    ['de, a request id beside a code word', { subject: 'Fehlerbericht', text: 'Die Anfrage 7e6f1d2c ist fehlgeschlagen (2FA-Code abgelaufen). Bitte erneut versuchen.' }, null],
    ['counter-example: a lower-case code with other letters', { subject: 'Your login code', text: 'Your login code is sx8c4g5b. It expires in 10 minutes.' }, 'sx8c4g5b'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});

describe('agent-facing services: device-flow keys to type, secrets shown once, infrastructure numbers (t-hi)', () => {
  it.each<[string, CodeSource, string | null]>([
    // A device-flow key of two groups of four letters, named by a code word in a sentence asking to type it.
    ['en, "Enter the code WDJB-MJHT at …/login/device"', { subject: 'Device sign-in', text: 'Enter the code WDJB-MJHT at https://forgehub.example/login/device to authorize the CLI.' }, 'WDJB-MJHT'],
    ['de, "gib diesen Code ein: BQXR-KMTF"', { subject: 'Anmeldung bei der CLI', text: 'Öffne https://wolke.example/aktivieren und gib diesen Code ein: BQXR-KMTF\nDer Code ist 15 Minuten gültig.' }, 'BQXR-KMTF'],
    ['fr, "saisissez le code KQTR-WMZX"', { subject: 'Connexion à la CLI', text: 'Ouvrez https://nuage.example/appareil et saisissez le code KQTR-WMZX pour autoriser la CLI.' }, 'KQTR-WMZX'],
    ['pt, "digite o código RTKX-MPQW"', { subject: 'Entrar na CLI', text: 'Acesse https://nuvem.example/dispositivo e digite o código RTKX-MPQW para autorizar o terminal.' }, 'RTKX-MPQW'],
    ['es, set apart under the instruction', { subject: 'Inicia sesión en la CLI', text: 'Abre https://nube.example/dispositivo e introduce este código:\n\nHWTZ-QPXM\n\nCaduca en 15 minutos.' }, 'HWTZ-QPXM'],
    ['counter-example: a letters code at checkout', { subject: 'Holiday gifts', text: 'Enter the code XMAS-GIFT at checkout for 20% off.' }, null],
    ['counter-example: a gift card code to add a balance', { subject: 'Your gift', text: 'Enter the gift card code XMPL-GFTC in the app to add the balance.' }, null],
    // Secrets shown once are stored, never typed: an API key, an access key, a recovery key, a setup key.
    ['en, an API key shown once', { subject: 'Your new API key', text: 'Here is your API key. Copy it now, it will not be shown again:\n\n7F3K9Q2M8ZT4X6PL\n\nTreat it like a password.' }, null],
    ['en, an access key pair', { subject: 'Your access keys', text: 'Access key ID: AKIA4X7Q2M9ZT8K3WQ5R\nSecret access key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nThis is the only time the secret is shown.' }, null],
    ['de, an API-Schlüssel shown once', { subject: 'Ihr neuer API-Schlüssel', text: 'Ihr API-Schlüssel (wird nur einmal angezeigt):\n\n7F3K-9Q2M-8ZT4-X6PL\n\nBewahren Sie ihn sicher auf.' }, null],
    ['fr, a clé API shown once', { subject: 'Votre clé API', text: 'Voici votre clé API. Elle ne sera affichée qu\'une seule fois :\n\nK7Q2-M9ZT-8X4P\n\nConservez-la en lieu sûr.' }, null],
    ['en, a recovery key', { subject: 'Your recovery key', text: 'Save this recovery key somewhere safe. It is shown only once:\n\nK7Q2-M9ZT-8X4P-W3RL' }, null],
    ['en, an authenticator setup key', { subject: 'Two-factor authentication enabled', text: 'If you cannot scan the QR code, enter this setup key in your authenticator app:\n\nJBSW Y3DP EHPK 3PXP\n\nThen enter the 6-digit code from the app.' }, null],
    ['en, a license key', { subject: 'Your license key', text: 'Thanks for your purchase. Your license key:\n\nK7Q2M-9ZT8X-4PW3R-LM2QZ\n\nActivate it in the app.' }, null],
    // Infrastructure numbers: an IP, a port, a build, a job.
    ['en, a server\'s IP and SSH port', { subject: 'Your server is ready', text: 'Your VPS is ready.\nIP: 203.0.113.45\nSSH port: 2222\nRoot password was sent separately.' }, null],
    ['en, a database port', { subject: 'Database created', text: 'Host: db-48213.cloud.example\nPort: 54321\nDatabase: agent_prod' }, null],
    ['en, a build number', { subject: 'Build 48213 passed', text: 'Build #48213 passed in 3m 12s.\nPipeline: main\nArtifact: agent-1.4.2.tgz' }, null],
    ['counter-example: a verification code beside a request id', { subject: 'Your Cloudhop verification code', text: 'Your verification code is 482913. It expires in 10 minutes.\nRequest ID: 7e6f1d2c-a9b8' }, '482913'],
  ])('%s', (_name, source, expected) => {
    expect(codeOf(source)).toBe(expected);
  });
});
