import { MaintenanceFileSchema, maintenanceState, type MaintenanceFile } from '@gameshelf/contracts';
import type { MaintenanceSource } from './maintenance-source.ts';

/** What the server knows of maintenance.json: its bytes as written (to serve) and, when valid, its contents. */
export type MaintenanceSnapshot = { bytes: Buffer; file: MaintenanceFile | null } | null;

export type MaintenanceWatch = {
  /** The file as of at most `checkEveryMs` ago (null when there is none). */
  snapshot(): Promise<MaintenanceSnapshot>;
  /** Maintenance is on now: the file is valid, enabled, and now is within start..end. */
  inMaintenance(): Promise<boolean>;
};

/**
 * Follows maintenance.json cheaply: at most one check per `checkEveryMs`, concurrent requests sharing
 * it, and a read only when the source's version changed. Every API process following the same source
 * therefore agrees within one interval of the command writing it, with no restart and no cache that
 * never expires. A source that cannot be reached keeps the last known state (reported once per failure).
 */
export function createMaintenanceWatch(options: {
  source: MaintenanceSource;
  checkEveryMs: number;
  now?: () => Date;
  onInvalid?: (err: unknown) => void;
  onUnreachable?: (err: unknown) => void;
}): MaintenanceWatch {
  const { source } = options;
  const now = options.now ?? (() => new Date());
  let checkedAt = -Infinity;
  let version: string | null = null;
  let current: MaintenanceSnapshot = null;
  let pending: Promise<MaintenanceSnapshot> | null = null;

  function parse(bytes: Buffer): MaintenanceFile | null {
    try {
      return MaintenanceFileSchema.parse(JSON.parse(bytes.toString('utf8')));
    } catch (err) {
      // A broken file means no maintenance, as for the client that cannot read it (spec 3 §8).
      options.onInvalid?.(err);
      return null;
    }
  }

  async function refresh(): Promise<MaintenanceSnapshot> {
    try {
      if (source.version) {
        const seen = await source.version();
        if (seen === null) {
          version = null;
          return (current = null);
        }
        if (seen === version) return current;
      }
      const read = await source.read();
      if (!read) {
        version = null;
        return (current = null);
      }
      if (read.version !== version || !current) {
        version = read.version;
        current = { bytes: read.bytes, file: parse(read.bytes) };
      }
      return current;
    } catch (err) {
      options.onUnreachable?.(err);
      return current;
    }
  }

  async function snapshot(): Promise<MaintenanceSnapshot> {
    if (Date.now() - checkedAt < options.checkEveryMs) return current;
    pending ??= refresh().finally(() => {
      checkedAt = Date.now();
      pending = null;
    });
    return pending;
  }

  return {
    snapshot,
    async inMaintenance() {
      const file = (await snapshot())?.file;
      return file ? maintenanceState(file, now()).inMaintenance : false;
    },
  };
}
