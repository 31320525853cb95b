import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError, ErrorCode, notFound } from '../common/errors/domain-error';
import { WebAssets } from './web-assets';

/**
 * The viewer's own Content-Security-Policy: its scripts and styles from this origin only, no
 * inline script, API calls to this origin only. Mail HTML is shown in sandboxed `srcdoc` frames,
 * which inherit this policy on top of their own stricter one; so styles allow 'unsafe-inline'
 * (mail is styled inline) and images may be remote (only once the reader allows them per message,
 * enforced by the frame's own policy).
 */
export const VIEWER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** GET / lands on the web inbox; /view serves it (static files built by `npm run build`). */
@ApiExcludeController()
@Controller()
export class WebController {
  constructor(private readonly assets: WebAssets) {}

  @Get()
  root(@Res() reply: FastifyReply): void {
    void reply.redirect('/view', 302);
  }

  @Get('view')
  index(@Headers('if-none-match') etag: string | undefined, @Res() reply: FastifyReply): void {
    this.send(reply, 'index.html', etag);
  }

  @Get('view/:folder/:file')
  asset(@Param('folder') folder: string, @Param('file') file: string, @Headers('if-none-match') etag: string | undefined, @Res() reply: FastifyReply): void {
    this.send(reply, `${folder}/${file}`, etag);
  }

  private send(reply: FastifyReply, path: string, ifNoneMatch: string | undefined): void {
    const asset = this.assets.get(path);
    if (!asset) {
      if (path === 'index.html') throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, 'the web inbox is not built: run npm run build');
      throw notFound('file');
    }
    void reply
      .header('content-security-policy', VIEWER_CSP)
      .header('cache-control', 'no-cache')
      .header('etag', asset.etag)
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatch === asset.etag) {
      void reply.code(304).send();
      return;
    }
    void reply.header('content-type', asset.contentType).send(asset.body);
  }
}
