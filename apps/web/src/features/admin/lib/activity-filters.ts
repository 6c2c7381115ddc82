import { ADMIN_PAGE_SIZE_DEFAULT, type AdminActivityType } from '@gameshelf/contracts';

/** The filter bar and pager: an empty string is "no filter" (the server reads it so). */
export interface ActivityFilters {
  page: number;
  size: number;
  activityType: AdminActivityType | '';
  startDate: string;
  endDate: string;
}

/** Reset (spec 3 §4): page 0, size 20, empty filters. */
export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = {
  page: 0,
  size: ADMIN_PAGE_SIZE_DEFAULT,
  activityType: '',
  startDate: '',
  endDate: '',
};
