import { HttpResponse, type HttpHandler } from 'msw';
import { maintenanceMessages, type MaintenanceFile, getMaintenanceState } from '@gameshelf/contracts';
import { never } from './replies.ts';
import { handle, type EndpointResolver } from './endpoint.ts';

/**
 * The moment maintenance stories hold their clock at (the maintenance clock seam): inside the `on`
 * window, before `scheduled`, after `ended`. Times are UTC as the command writes them.
 */
export const MAINTENANCE_NOW = '2026-11-30T18:30:00.000Z';

const base = {
  title: maintenanceMessages.defaultTitle,
  message: '데이터베이스 서버를 교체하고 있습니다.\n점검 중에는 로그인과 저장을 할 수 없습니다.\n\n이용에 불편을 드려 죄송합니다.',
} as const;

/** The files a group answers: 2026-12-01 02:00-06:00 KST (on at `MAINTENANCE_NOW`), the next day, the day before. */
export const fixtureMaintenanceFiles = {
  on: { enabled: true, startTime: '2026-11-30T17:00:00.000Z', endTime: '2026-11-30T21:00:00.000Z', ...base },
  scheduled: { enabled: true, startTime: '2026-12-01T17:00:00.000Z', endTime: '2026-12-01T21:00:00.000Z', ...base },
  ended: { enabled: true, startTime: '2026-11-29T17:00:00.000Z', endTime: '2026-11-29T21:00:00.000Z', ...base },
  off: { enabled: false, startTime: '2026-11-30T17:00:00.000Z', endTime: '2026-11-30T21:00:00.000Z', ...base },
} satisfies Record<string, MaintenanceFile>;

/** One read of `/maintenance.json`: a file, none (404), a broken file, a server failure, or no answer yet. */
export type MaintenanceAnswer = MaintenanceFile | 'none' | 'broken' | 'error' | 'pending';

function reply(answer: MaintenanceAnswer) {
  if (answer === 'none') return new HttpResponse(null, { status: 404 });
  if (answer === 'broken') return new HttpResponse('{"enabled": true, "startTime": ', { headers: { 'Content-Type': 'application/json' } });
  if (answer === 'error') return new HttpResponse('Internal Server Error', { status: 500 });
  if (answer === 'pending') return never();
  return HttpResponse.json(answer, { headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' } });
}

/**
 * `/maintenance.json` as the API serves it; with several answers, each read takes the next (the last
 * repeats): `maintenanceHandlersFor(on, 'pending')` shows the notice, then holds a refresh.
 */
export function maintenanceHandlersFor(...answers: [MaintenanceAnswer, ...MaintenanceAnswer[]]): HttpHandler[] {
  let reads = 0;
  return [
    // The broken and failing answers are not the contract's shape on purpose: the resolver is widened for them.
    handle(getMaintenanceState, (() => {
      const answer = answers[Math.min(reads, answers.length - 1)]!;
      reads += 1;
      return reply(answer);
    }) as EndpointResolver<typeof getMaintenanceState>),
  ];
}

/** Handler groups under the key `maintenance` (getters: each story its own read count). */
export const maintenanceHandlers = {
  get none() {
    return maintenanceHandlersFor('none');
  },
  get scheduled() {
    return maintenanceHandlersFor(fixtureMaintenanceFiles.scheduled);
  },
  get on() {
    return maintenanceHandlersFor(fixtureMaintenanceFiles.on);
  },
  get ended() {
    return maintenanceHandlersFor(fixtureMaintenanceFiles.ended);
  },
  get off() {
    return maintenanceHandlersFor(fixtureMaintenanceFiles.off);
  },
  get broken() {
    return maintenanceHandlersFor('broken');
  },
  get failing() {
    return maintenanceHandlersFor('error');
  },
  /** On, then a refresh that never answers ('확인 중...'). */
  get onThenChecking() {
    return maintenanceHandlersFor(fixtureMaintenanceFiles.on, 'pending');
  },
  /** On, then turned off (the next read finds it over). */
  get onThenOff() {
    return maintenanceHandlersFor(fixtureMaintenanceFiles.on, fixtureMaintenanceFiles.off);
  },
} satisfies Record<string, HttpHandler[]>;
