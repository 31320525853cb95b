import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { DkimKeyStore } from './dkim-key-store';
import { DomainDns } from './domain-dns';
import { DomainRecheckScheduler } from './domain-recheck.scheduler';
import { Domain } from './domain.entity';
import { DomainsController } from './domains.controller';
import { DomainsService } from './domains.service';

/**
 * Custom domains: DKIM keys, DNS verification and its periodic re-check (run by WorkerModule).
 * Exports DkimKeyStore for outbound signing.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Domain])],
  controllers: [DomainsController],
  providers: [DomainsService, DomainDns, DkimKeyStore, DomainRecheckScheduler],
  exports: [DkimKeyStore, DomainsService, DomainRecheckScheduler],
})
export class DomainsModule {}
