import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, ErrorCode } from '../common/errors/domain-error';
import { ApiEnvelope } from '../common/http/envelope';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

@ApiTags('Health')
@Controller({ path: 'health' })
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and readiness: 200 when PostgreSQL and Redis answer, 503 otherwise' })
  @ApiEnvelope(HealthDto)
  @ApiResponse({ status: 503, description: 'A dependency is down or the process is shutting down; `details` holds the checks' })
  async check(): Promise<HealthDto> {
    const result = await this.health.check();
    if (result.status !== 'ok') {
      const down = Object.entries(result.checks).filter(([, state]) => state === 'down').map(([name]) => name);
      const reason = result.status === 'shutting_down' ? 'shutting down' : `${down.join(' and ')} down`;
      throw new DomainError(ErrorCode.SERVICE_UNAVAILABLE, `Service unavailable: ${reason}`, result);
    }
    return result;
  }
}
