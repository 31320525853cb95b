import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { badRequest } from '../errors/domain-error';
import { isUuid } from '../http/uuid';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_CURSOR_LENGTH = 200;

/** `?limit=&cursor=` on every list endpoint (keyset pagination: stable under concurrent inserts). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Items per page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'Opaque cursor from the previous page\'s `next_cursor`' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_CURSOR_LENGTH)
  cursor?: string;
}

/** Position of the last item of a page: its sort timestamp and id (the tie-breaker). */
export interface KeysetPosition {
  at: Date;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

/** Decodes a cursor; a tampered or foreign cursor is a 400, never a 500. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const [iso, id] = raw.split('|');
  const at = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(at.getTime())) throw badRequest('cursor is not valid; pass next_cursor from a previous page unchanged');
  return { at, id };
}

/** Given up to limit+1 rows fetched in sort order, returns the page and the cursor for the next one. */
export function toPage<T>(rows: T[], limit: number, positionOf: (row: T) => KeysetPosition): { items: T[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return { items, nextCursor: hasMore && last ? encodeCursor(positionOf(last)) : null };
}

export function pageSize(query: PageQueryDto): number {
  return query.limit ?? DEFAULT_PAGE_SIZE;
}
