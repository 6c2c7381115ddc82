import { useNavigate } from 'react-router-dom';
import { commonMessages, getApiDocument, type ApiDocument } from '@gameshelf/contracts';
import { BackHeader, ErrorState, LoadingState } from '@gameshelf/ui';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useApiDocument } from '../api/api-document.ts';
import { componentSchema, referenceGroups, type Caller, type ReferenceOperation } from '../lib/operations.ts';

const TITLE = 'API 문서';

const CALLER_LABELS: Record<Caller, string> = { anyone: '누구나', user: '로그인 필요', admin: '관리자 전용' };

const METHOD_STYLES: Record<string, string> = {
  GET: 'border-primary text-primary',
  POST: 'border-success text-success',
  PUT: 'border-warning text-warning',
  PATCH: 'border-warning text-warning',
  DELETE: 'border-danger text-danger',
};

function Code({ children }: { children: string }) {
  return (
    <pre className="rounded-lg bg-muted p-3 text-xs leading-relaxed break-all whitespace-pre-wrap">
      <code>{children}</code>
    </pre>
  );
}

function Operation({ operation, document }: { operation: ReferenceOperation; document: ApiDocument }) {
  return (
    <details className="group rounded-xl border border-border bg-card">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <span
          className={`w-16 shrink-0 rounded-md border px-1.5 py-0.5 text-center text-xs font-bold ${METHOD_STYLES[operation.method] ?? ''}`}
        >
          {operation.method}
        </span>
        <span className="min-w-0 flex-1 font-mono text-[13px] break-all">{operation.path}</span>
        <span className="shrink-0 text-xs text-muted-foreground">{CALLER_LABELS[operation.caller]}</span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-border px-4 py-4 text-sm">
        <div className="flex flex-col gap-1">
          <p className="font-medium">{operation.summary}</p>
          <p className="text-muted-foreground" lang="en">
            {operation.description}
          </p>
          <p className="text-xs text-muted-foreground">
            작업 ID <code className="font-mono">{operation.id}</code>
          </p>
        </div>
        {operation.parameters.length > 0 && (
          <section className="flex flex-col gap-2" aria-label="매개변수">
            <h3 className="font-semibold">매개변수</h3>
            <ul className="flex flex-col gap-1">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.location}-${parameter.name}`} className="flex flex-wrap items-baseline gap-x-2">
                  <code className="font-mono">{parameter.name}</code>
                  <span className="text-xs text-muted-foreground">
                    {parameter.location === 'path' ? '경로' : '쿼리'} · {parameter.type}
                    {parameter.required ? ' · 필수' : ''}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {operation.body && (
          <section className="flex flex-col gap-2" aria-label="요청 본문">
            <h3 className="font-semibold">요청 본문</h3>
            <Code>{operation.body}</Code>
          </section>
        )}
        <section className="flex flex-col gap-2" aria-label="응답">
          <h3 className="font-semibold">응답</h3>
          <ul className="flex flex-col gap-2">
            {operation.responses.map((response) => {
              // Only a success answer's schema is shown; the error answers all share ErrorBody.
              const schema = response.schema && response.status.startsWith('2') ? componentSchema(document, response.schema) : null;
              return (
                <li key={response.status} className="flex flex-col gap-1">
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-mono font-semibold tabular-nums">{response.status}</span>
                    <span className="text-muted-foreground" lang="en">
                      {response.description}
                    </span>
                    {response.schema && <code className="font-mono text-xs">{response.schema}</code>}
                  </span>
                  {schema && (
                    <details>
                      <summary className="cursor-pointer text-xs text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring">
                        스키마 보기
                      </summary>
                      <Code>{schema}</Code>
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </details>
  );
}

/**
 * /developers/api: the published OpenAPI document as a page for people. Every operation by domain,
 * with who may call it, its parameters, its body and its answers; the document itself is linked.
 */
export function ApiReferenceScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const query = useApiDocument();

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(-1)} />
      {query.isPending ? (
        <LoadingState className="flex-1" label={commonMessages.loading} />
      ) : query.isError ? (
        <ErrorState
          className="flex-1"
          title="API 문서를 불러오지 못했어요"
          message={query.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6 px-gutter py-4">
          <div className="flex flex-col gap-2 text-sm">
            <p>
              게임셸프 서버가 제공하는 HTTP API입니다. 모든 요청과 응답은 JSON이고, 오류 응답의 <code className="font-mono">message</code>는
              한국어입니다. 로그인이 필요한 API는 <code className="font-mono">Authorization: Bearer</code> 헤더에 액세스 토큰을 담아
              호출해요.
            </p>
            <p>
              <a className="font-medium text-primary underline underline-offset-2" href={getApiDocument.path}>
                OpenAPI 3.1 문서(JSON) 받기
              </a>
            </p>
          </div>
          {referenceGroups(query.data).map((group) => (
            <section key={group.tag} className="flex flex-col gap-2" aria-labelledby={`api-group-${group.tag}`}>
              <h2 id={`api-group-${group.tag}`} className="text-base font-semibold">
                {group.tag} <span className="text-sm font-normal text-muted-foreground">{group.operations.length}개</span>
              </h2>
              <ul className="flex flex-col gap-2">
                {group.operations.map((operation) => (
                  <li key={`${operation.method} ${operation.path}`}>
                    <Operation operation={operation} document={query.data} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

export { ApiReferenceScreen as Component };
