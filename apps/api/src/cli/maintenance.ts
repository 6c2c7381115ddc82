/**
 * Turns maintenance mode on or off (spec 3 §2.5):
 *
 *   npm run maintenance -- on --from 2026-12-01T02:00:00+09:00 --to 2026-12-01T04:00:00+09:00 \
 *     --title '정기 점검' --message '더 나은 서비스를 위해 점검 중입니다.'
 *   npm run maintenance -- off
 *   npm run maintenance -- status
 *
 * Writes DATA_DIR/maintenance.json atomically (temporary file, then rename), where the server serves
 * it and reads it before each write request (within a second; no restart). With UPLOAD_STORAGE=s3 the
 * same file is also put at the root of the bucket, for a static asset store or CDN.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_TITLE_MAX,
  maintenanceMessages,
  maintenanceState,
  type MaintenanceFile,
} from '@gameshelf/contracts';
import { loadConfig, type S3Config } from '../config.ts';
import {
  maintenanceFilePath,
  maintenanceJson,
  readMaintenanceFile,
  writeMaintenanceFile,
} from '../modules/maintenance/maintenance-file.ts';
import { putMaintenanceObject } from '../modules/maintenance/maintenance-bucket.ts';
import { activityTimeKr } from '../modules/admin/activity-time.ts';

export type CommandOutput = { log(line: string): void; error(line: string): void };

/** ISO 8601 with a date, a time and an offset (a time without one would depend on the machine's zone). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** `YYYY.MM.DD HH:mm` in Korea, as the admin timeline writes times. */
const seoulTime = (iso: string) => `${activityTimeKr(new Date(iso))} (한국 시간)`;

/** The file `on` writes, or the first problem with the arguments (Korean). */
export function parseOnArguments(args: readonly string[], now: Date): { ok: true; file: MaintenanceFile } | { ok: false; error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { from: { type: 'string' }, to: { type: 'string' }, title: { type: 'string' }, message: { type: 'string' } },
    }));
  } catch {
    return { ok: false, error: maintenanceMessages.usage };
  }
  const time = (
    option: '--from' | '--to',
    value: string | undefined,
    missing: string,
  ): { ok: true; iso: string } | { ok: false; error: string } => {
    if (!value?.trim()) return { ok: false, error: missing };
    const text = value.trim();
    const ms = Date.parse(text);
    if (!ISO_TIME.test(text) || Number.isNaN(ms)) return { ok: false, error: maintenanceMessages.invalidTime(option, text) };
    return { ok: true, iso: new Date(ms).toISOString() };
  };
  const from = time('--from', values.from, maintenanceMessages.fromRequired);
  if (!from.ok) return from;
  const to = time('--to', values.to, maintenanceMessages.toRequired);
  if (!to.ok) return to;
  if (Date.parse(to.iso) <= Date.parse(from.iso)) return { ok: false, error: maintenanceMessages.endBeforeStart };
  if (Date.parse(to.iso) <= now.getTime()) return { ok: false, error: maintenanceMessages.endInPast };
  const title = values.title?.trim() ?? '';
  const message = values.message?.trim() ?? '';
  if (!title) return { ok: false, error: maintenanceMessages.titleRequired };
  if (!message) return { ok: false, error: maintenanceMessages.messageRequired };
  if (title.length > MAINTENANCE_TITLE_MAX) return { ok: false, error: maintenanceMessages.tooLong('--title', MAINTENANCE_TITLE_MAX) };
  if (message.length > MAINTENANCE_MESSAGE_MAX)
    return { ok: false, error: maintenanceMessages.tooLong('--message', MAINTENANCE_MESSAGE_MAX) };
  return { ok: true, file: { enabled: true, startTime: from.iso, endTime: to.iso, title, message } };
}

/** Runs `on …`, `off` or `status`; answers the exit code (0 done, 1 failed, 2 bad arguments). */
export async function runMaintenanceCommand(
  argv: readonly string[],
  deps: { file: string; s3?: S3Config; now?: () => Date; out?: CommandOutput; fetchImpl?: typeof fetch },
): Promise<number> {
  const out = deps.out ?? console;
  const now = deps.now?.() ?? new Date();
  const [command, ...args] = argv.filter((a) => a !== '--');
  let file: MaintenanceFile;
  if (command === 'on') {
    const parsed = parseOnArguments(args, now);
    if (!parsed.ok) {
      out.error(parsed.error);
      return 2;
    }
    file = parsed.file;
  } else if (command === 'off' && args.length === 0) {
    const previous = await readMaintenanceFile(deps.file).catch(() => null);
    file = previous ? { ...previous, enabled: false } : { enabled: false, startTime: null, endTime: null, title: '', message: '' };
  } else if (command === 'status' && args.length === 0) {
    const current = await readMaintenanceFile(deps.file);
    if (!current) out.log(`점검 파일이 없습니다 (${deps.file}): 점검 중이 아닙니다.`);
    else if (maintenanceState(current, now).inMaintenance) out.log(`점검 중입니다: ${current.title} (${seoulTime(current.endTime!)}까지)`);
    else if (current.enabled && current.startTime && Date.parse(current.startTime) > now.getTime())
      out.log(`점검 예정입니다: ${current.title} (${seoulTime(current.startTime)}부터 ${seoulTime(current.endTime!)}까지)`);
    else out.log('점검 중이 아닙니다.');
    return 0;
  } else {
    out.error(maintenanceMessages.usage);
    return 2;
  }

  await writeMaintenanceFile(deps.file, file);
  out.log(`점검 파일을 저장했습니다: ${deps.file}`);
  if (deps.s3) out.log(`버킷에도 저장했습니다: ${await putMaintenanceObject(deps.s3, maintenanceJson(file), deps.fetchImpl)}`);
  if (!file.enabled) out.log('점검 모드를 껐습니다. 이제 모든 요청을 받습니다.');
  else if (maintenanceState(file, now).inMaintenance)
    out.log(`점검 모드를 켰습니다: ${seoulTime(file.endTime!)}까지 쓰기 요청을 거절합니다.`);
  else out.log(`점검을 예약했습니다: ${seoulTime(file.startTime!)}부터 ${seoulTime(file.endTime!)}까지.`);
  return 0;
}

async function main(): Promise<void> {
  const config = loadConfig();
  process.exitCode = await runMaintenanceCommand(process.argv.slice(2), {
    file: maintenanceFilePath(config.dataDir),
    s3: config.uploads.storage === 's3' ? config.uploads.s3 : undefined,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('점검 파일을 저장하지 못했습니다:', error);
    process.exitCode = 1;
  });
}
