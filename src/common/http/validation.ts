import { ValidationError, ValidationPipe } from '@nestjs/common';
import { validationFailed } from '../errors/domain-error';

/** Constraints that say what kind of value a field takes: when one fails, the others say nothing new. */
const TYPE_CONSTRAINTS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isIn', 'isEnum', 'isUUID', 'isDateString', 'isISO8601'];

/**
 * One message per problem: a missing field is "x is required" (not also "x must be a string",
 * "x must be shorter than…"), a value of the wrong kind gets only the type's message, and the
 * same text is never repeated. Nested fields are named by their path (`items.0.name`).
 */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  const messages = errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const qualify = (message: string) => (parent && message.startsWith(error.property) ? `${parent}.${message}` : message);
    let own: string[];
    if (!Object.keys(constraints).length) own = [];
    else if (error.value === undefined || error.value === null) own = [`${path} is required`];
    else {
      const type = TYPE_CONSTRAINTS.find((name) => name in constraints);
      own = (type ? [constraints[type]!] : Object.values(constraints)).map(qualify);
    }
    return own.concat(validationMessages(error.children ?? [], path));
  });
  return [...new Set(messages)];
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
      const messages = validationMessages(errors);
      return validationFailed(messages.join('; ') || 'Request is not valid', messages);
    },
  });
}
