import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { conflict, unauthorized } from '../common/errors/domain-error';
import { AuthResultDto, LoginDto, RegisterDto, UserDto } from './dto/auth.dto';
import { JwtSecretService } from './jwt-secret.service';
import { decoyPasswordHash, hashPassword, verifyPassword } from './secrets';
import { User } from './user.entity';

/** The spec's JWT lifetime. */
export const JWT_TTL_SECONDS = 72 * 3600;

export function mapUser(user: User): UserDto {
  return { id: user.id, email: user.email, name: user.name, plan: user.plan, created_at: user.createdAt.toISOString() };
}

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly secrets: JwtSecretService,
  ) {}

  async register(input: RegisterDto): Promise<AuthResultDto> {
    const email = input.email.trim().toLowerCase();
    if (await this.em.count(User, { email })) throw conflict('An account with this email already exists');
    const user = this.em.create(User, { email, name: input.name.trim(), passwordHash: await hashPassword(input.password), plan: 'free', createdAt: new Date() });
    try {
      await this.em.persistAndFlush(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict('An account with this email already exists');
      throw error;
    }
    return { token: await this.issueToken(user.id), user: mapUser(user) };
  }

  /** Unknown e-mail and wrong password answer the same 401, after the same amount of work. */
  async login(input: LoginDto): Promise<AuthResultDto> {
    const email = input.email.trim().toLowerCase();
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid) throw unauthorized('Invalid email or password');
    return { token: await this.issueToken(user.id), user: mapUser(user) };
  }

  private async issueToken(userId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId, typ: 'access' }, { secret: await this.secrets.get(), algorithm: 'HS256', expiresIn: JWT_TTL_SECONDS });
  }
}
