import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import { Page, TOP_LEVEL_RESPONSE } from './envelope';

/** Wraps every successful handler result in the spec's envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const topLevel = this.reflector.getAllAndOverride<boolean>(TOP_LEVEL_RESPONSE, [context.getHandler(), context.getClass()]);
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof Page) {
          return { success: true, data: result.items, next_cursor: result.nextCursor, has_more: result.nextCursor !== null };
        }
        if (topLevel && result && typeof result === 'object') return { success: true, ...result };
        return result === undefined ? { success: true } : { success: true, data: result };
      }),
    );
  }
}
