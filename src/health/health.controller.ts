import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError, ErrorCode } from '../common/errors/domain-error';
import { ApiEnvelope, ApiErrors } from '../common/http/envelope';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

/** 503 in the error envelope, naming what is down, with the checks in `details`. */
function unavailableUnlessOk(result: HealthDto): HealthDto {
  if (result.status === 'ok') return result;
  const down = Object.entries(result.checks).filter(([, state]) => state === 'down').map(([name]) => (name === 'migrations' ? 'migrations pending' : `${name} down`));
  const reason = result.status === 'shutting_down' ? 'shutting down' : down.join(' and ');
  throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, `Service unavailable: ${reason}`, result);
}

@ApiTags('Health')
@Controller({ path: 'health' })
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process runs (also while draining); asks no dependency, so an outage never gets it restarted' })
  @ApiEnvelope(HealthDto)
  live(): HealthDto {
    return this.health.live();
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: 200 when PostgreSQL and Redis answer and no migration is pending; 503 otherwise and from SIGTERM on' })
  @ApiEnvelope(HealthDto)
  @ApiErrors(503)
  async ready(): Promise<HealthDto> {
    return unavailableUnlessOk(await this.health.ready());
  }

  @Get()
  @ApiOperation({ summary: 'Same as /health/ready (kept for existing probes)' })
  @ApiEnvelope(HealthDto)
  @ApiErrors(503)
  async check(): Promise<HealthDto> {
    return unavailableUnlessOk(await this.health.ready());
  }
}
