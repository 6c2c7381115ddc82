import { useId } from 'react';
import { ADMIN_ACTIVITY_TYPE_LABELS, ADMIN_ACTIVITY_TYPES, adminMessages, type AdminActivityType } from '@gameshelf/contracts';
import { Button } from '@gameshelf/ui';
import { DEFAULT_ACTIVITY_FILTERS, type ActivityFilters } from '../lib/activity-filters.ts';

const fieldClass =
  'h-11 w-full min-w-0 rounded-md border border-border bg-background px-3 text-[15px] outline-none focus-visible:ring-2 focus-visible:ring-ring';

export interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}

/** Activity type and a date range (Seoul days, both inclusive); any change goes back to the first page. */
export function ActivityFilterBar({ filters, onChange }: ActivityFilterBarProps) {
  const typeId = useId();
  const startId = useId();
  const endId = useId();
  const set = (patch: Partial<ActivityFilters>) => onChange({ ...filters, ...patch, page: 0 });
  return (
    <div role="group" aria-label="활동 필터" className="grid grid-cols-2 gap-2">
      <div className="col-span-2 flex flex-col gap-1">
        <label htmlFor={typeId} className="text-xs font-medium text-muted-foreground">
          {adminMessages.filterType}
        </label>
        <select
          id={typeId}
          value={filters.activityType}
          onChange={(event) => set({ activityType: event.target.value as AdminActivityType | '' })}
          className={fieldClass}
        >
          <option value="">{adminMessages.filterAllTypes}</option>
          {ADMIN_ACTIVITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {ADMIN_ACTIVITY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={startId} className="text-xs font-medium text-muted-foreground">
          {adminMessages.filterStartDate}
        </label>
        <input
          id={startId}
          type="date"
          value={filters.startDate}
          max={filters.endDate || undefined}
          onChange={(event) => set({ startDate: event.target.value })}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={endId} className="text-xs font-medium text-muted-foreground">
          {adminMessages.filterEndDate}
        </label>
        <input
          id={endId}
          type="date"
          value={filters.endDate}
          min={filters.startDate || undefined}
          onChange={(event) => set({ endDate: event.target.value })}
          className={fieldClass}
        />
      </div>
      <Button type="button" variant="outline" className="col-span-2" onClick={() => onChange(DEFAULT_ACTIVITY_FILTERS)}>
        {adminMessages.filterReset}
      </Button>
    </div>
  );
}
