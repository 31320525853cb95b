import { Module } from '@nestjs/common';
import { WebAssets } from './web-assets';
import { WebController } from './web.controller';

/**
 * The web inbox for people: `/view` (one inbox by its token in the fragment, or an account's
 * inboxes and webhooks after sign-in), built from web/ into dist/web by `npm run build`. It is a
 * client of the public API only; this module just serves its files.
 */
@Module({
  controllers: [WebController],
  providers: [{ provide: WebAssets, useFactory: () => new WebAssets() }],
})
export class WebModule {}
