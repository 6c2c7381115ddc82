import { useId, useState } from 'react';
import { adminMessages, type AdminUserSummary } from '@gameshelf/contracts';
import { Avatar, Button, cn, EmptyState } from '@gameshelf/ui';
import { filterUsers } from '../lib/filter-users.ts';

export interface AdminUserListProps {
  users: readonly AdminUserSummary[];
  selectedId: number | null;
  onSelect: (user: AdminUserSummary) => void;
  /** Loads the next page of users, when there is one. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
}

export const userLabel = (user: AdminUserSummary): string => user.displayName ?? user.username;

/** The users, filtered on this device (spec 3 §5); choosing one shows their activity. */
export function AdminUserList({ users, selectedId, onSelect, onLoadMore, loadingMore = false }: AdminUserListProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const headingId = useId();
  const shown = filterUsers(users, filter);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {adminMessages.userListTitle} <span className="text-sm font-normal text-muted-foreground">({users.length})</span>
      </h2>
      {users.length === 0 ? (
        <EmptyState title={adminMessages.noUsers} />
      ) : (
        <>
          <label htmlFor={filterId} className="sr-only">
            {adminMessages.userFilterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={adminMessages.userFilterPlaceholder}
            className="h-11 rounded-md border border-border bg-background px-3 text-[15px] outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
          />
          {shown.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{adminMessages.noMatchingUsers}</p>
          ) : (
            <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label={adminMessages.userListTitle}>
              {shown.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    aria-pressed={user.id === selectedId}
                    onClick={() => onSelect(user)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-md px-2 py-2 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                      user.id === selectedId && 'bg-muted',
                    )}
                  >
                    <Avatar src={user.profileImageUrl} name={userLabel(user)} size="sm" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium">
                        {user.displayName ?? <span className="text-muted-foreground">{adminMessages.noNickname}</span>}
                      </span>
                      <span className="truncate text-xs text-muted-foreground">
                        @{user.username}
                        {user.email ? ` · ${user.email}` : ''}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{user.totalActivities}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {onLoadMore && (
            <Button type="button" variant="outline" onClick={onLoadMore} disabled={loadingMore}>
              {adminMessages.moreUsers}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
