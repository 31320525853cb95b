import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested, validateSync } from 'class-validator';
import { validationMessages } from './validation';

class Contact {
  @IsString() @MaxLength(20) name!: string;
}

class Signup {
  @IsString() @MaxLength(254) @IsEmail({}, { message: 'email must be a valid e-mail address' }) email!: string;
  @IsString() @MinLength(8, { message: 'password must be at least 8 characters' }) @MaxLength(256) password!: string;
  @IsOptional() @IsString() @MaxLength(64) @Matches(/^[a-z]+$/, { message: 'prefix must be lower-case letters' }) @Matches(/^[a-z]{1,64}$/, { message: 'prefix must be lower-case letters' }) prefix?: string;
  @IsOptional() @IsInt({ message: 'ttl_minutes must be a whole number of minutes' }) @Min(1) @Max(10080) ttl_minutes?: number;
  @IsOptional() @IsIn(['a', 'b']) @IsNotEmpty() kind?: string;
  @IsOptional() @ValidateNested() @Type(() => Contact) contact?: Contact;
  @IsOptional() @IsString() @MaxLength(5) @Matches(/^[^\r\n]*$/, { message: 'subject must not contain line breaks' }) subject?: string;
}

const messagesFor = (body: object) => validationMessages(validateSync(plainToInstance(Signup, body)));

describe('validationMessages', () => {
  it('says "is required" once for a missing field, and nothing else about it', () => {
    expect(messagesFor({ password: 'long enough' })).toEqual(['email is required']);
    expect(messagesFor({ email: null, password: 'long enough' })).toEqual(['email is required']);
  });

  it('gives only the type message for a value of the wrong kind', () => {
    expect(messagesFor({ email: 5, password: 3, ttl_minutes: 'soon' })).toEqual([
      'email must be a string',
      'password must be a string',
      'ttl_minutes must be a whole number of minutes',
    ]);
    expect(messagesFor({ email: 'a@b.example', password: 'long enough', kind: 'c' })).toEqual(['kind must be one of the following values: a, b']);
  });

  it('keeps distinct problems of one value, each once', () => {
    expect(messagesFor({ email: 'a@b.example', password: 'long enough', prefix: 'ABC' })).toEqual(['prefix must be lower-case letters']);
    expect(messagesFor({ email: 'a@b.example', password: 'long enough', subject: 'far too\nlong' })).toEqual(
      expect.arrayContaining(['subject must not contain line breaks', 'subject must be shorter than or equal to 5 characters']),
    );
    expect(messagesFor({ email: 'not-an-address', password: 'short' })).toEqual(['email must be a valid e-mail address', 'password must be at least 8 characters']);
  });

  it('names nested fields by their path', () => {
    expect(messagesFor({ email: 'a@b.example', password: 'long enough', contact: {} })).toEqual(['contact.name is required']);
    expect(messagesFor({ email: 'a@b.example', password: 'long enough', contact: { name: 'x'.repeat(21) } })).toEqual(['contact.name must be shorter than or equal to 20 characters']);
  });
});
