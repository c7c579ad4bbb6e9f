/** Queue the worker answers to show it is alive; the API's health check and tests send to it. */
export const HEALTH_QUEUE = 'system.health';

export interface HealthJob {
  /** Free text echoed back, so a caller can match the answer to its request. */
  ping: string;
}

export interface HealthResult {
  pong: string;
  pid: number;
  databaseTime: string;
}
