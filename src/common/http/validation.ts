import { ValidationError, ValidationPipe } from '@nestjs/common';
import { validationFailed } from '../errors/domain-error';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) && parent ? `${parent}.${message}` : message,
    );
    return own.concat(flatten(error.children ?? [], path));
  });
}

/**
 * Whitelists and transforms every body and query: unknown fields are stripped so nothing a
 * client sends beyond the DTO is ever assigned to an entity.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: false,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const messages = flatten(errors);
      return validationFailed(messages.join('; ') || 'Request is not valid', messages);
    },
  });
}
