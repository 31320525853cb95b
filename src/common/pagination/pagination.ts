import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { badRequest } from '../errors/domain-error';
import { Page } from '../http/envelope';
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

/**
 * The one keyset pagination of the code base, newest first: `fetch` loads up to `take` rows
 * strictly before `after` (null on the first page) in (timestamp desc, id desc) order, using
 * `keysetSql` or `keysetFilter` below; the extra row tells whether a next page exists.
 */
export async function keysetPage<Row, Item>(
  query: PageQueryDto,
  fetch: (after: KeysetPosition | null, take: number) => Promise<Row[]>,
  positionOf: (row: Row) => KeysetPosition,
  map: (row: Row) => Item,
): Promise<Page<Item>> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await fetch(decodeCursor(query.cursor), limit + 1);
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return new Page(items.map(map), hasMore && last ? encodeCursor(positionOf(last)) : null);
}

/**
 * Raw-SQL side of `keysetPage` on a timestamp column with `id` as tie-breaker: `and` is appended
 * to a WHERE clause (empty on the first page), its `params` follow the ones before it. The sort
 * columns are stored at millisecond precision (Migration20261121194000), so the cursor's
 * JavaScript date names a row's position exactly and the (owner, column desc, id desc) indexes
 * serve the page.
 */
export function keysetSql(column: string, after: KeysetPosition | null): { and: string; params: unknown[]; orderBy: string } {
  return {
    and: after ? ` and (${column}, id) < (?::timestamptz, ?::uuid)` : '',
    params: after ? [after.at, after.id] : [],
    orderBy: `${column} desc, id desc`,
  };
}

/** ORM side of `keysetPage` for entities sorted by `createdAt`: merge into the `find` filter. */
export function keysetFilter(after: KeysetPosition | null): object {
  return after ? { $or: [{ createdAt: { $lt: after.at } }, { createdAt: after.at, id: { $lt: after.id } }] } : {};
}

export const KEYSET_ORDER = { createdAt: 'desc', id: 'desc' } as const;
