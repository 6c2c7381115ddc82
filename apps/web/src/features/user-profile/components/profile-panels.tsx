import type { ReactNode } from 'react';
import { useQuery, type InfiniteData, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { Button, EmptyState, ErrorState, LoadingState } from '@gameshelf/ui';
import { genrePreferencesQueryOptions, platformPreferencesQueryOptions } from '../api/user-profile.ts';
import { GenrePreferenceBar, TopPlatforms } from './genre-preference-bar.tsx';

export interface PanelProps {
  viewerId: number | null;
  username: string;
  isMe: boolean;
  /** A collection's page, with the way back to this profile. */
  collectionHref: (id: number) => string;
}

/** Loading, error with retry, or the content of one query. */
export function Loaded<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={`${label} 불러오는 중`} />;
  if (query.isError)
    return <ErrorState title={`${label} 불러오지 못했어요`} message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

function MoreButton({ query }: { query: UseInfiniteQueryResult }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="self-center"
      aria-busy={query.isFetchingNextPage || undefined}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
    </Button>
  );
}

/** The items of every loaded page, the empty state when there are none, and a '더 보기' button. */
export function PagedItems<T>({
  query,
  label,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ content: T[] }>>;
  label: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <Loaded query={query} label={label}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.content);
        if (items.length === 0) return empty;
        return (
          <div className="flex flex-col gap-3">
            {children(items)}
            <MoreButton query={query} />
          </div>
        );
      }}
    </Loaded>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold text-muted-foreground">{children}</h2>;
}

/** 통계: the genre bar and the top three platforms, from the games in the visible collections. */
export function OverviewPanel({ viewerId, username, isMe }: PanelProps) {
  const genres = useQuery(genrePreferencesQueryOptions({ viewerId, username }));
  const platforms = useQuery(platformPreferencesQueryOptions({ viewerId, username }));
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <Heading>선호 장르</Heading>
        <Loaded query={genres} label="선호 장르를">
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                icon={<BarChart3 aria-hidden className="size-8" />}
                title="아직 통계가 없어요"
                description={isMe ? '컬렉션에 게임을 담으면 좋아하는 장르를 보여 드려요.' : '공개 컬렉션에 담긴 게임이 없어요.'}
              />
            ) : (
              <GenrePreferenceBar genres={list} />
            )
          }
        </Loaded>
      </section>
      <section className="flex flex-col gap-3">
        <Heading>많이 플레이한 플랫폼</Heading>
        <Loaded query={platforms} label="플랫폼 통계를">
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">플랫폼 정보가 있는 게임이 아직 없어요.</p>
            ) : (
              <TopPlatforms platforms={list} />
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
