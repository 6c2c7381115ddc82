import type { ReactNode } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { GogTestResponse } from '@gameshelf/contracts';
import { apiTypeLabel } from '../lib/api-types.ts';
import { CodeBlock } from './code-block.tsx';

/**
 * A test call's answer as the server gave it (spec 3 §3 "Test page responses"): success and message,
 * then whichever of the extracted code, the original input, the API type, the game count, the token
 * response and the data it carries. `children` adds actions under it.
 */
export function TestResult({ result, label, children }: { result: GogTestResponse; label: string; children?: ReactNode }) {
  const fields: Array<[string, ReactNode]> = [];
  if (result.extractedCode !== undefined) fields.push(['추출된 코드', <code className="break-all">{result.extractedCode}</code>]);
  if (result.originalInput !== undefined) fields.push(['입력한 값', <span className="break-all">{result.originalInput}</span>]);
  if (result.apiType !== undefined) fields.push(['API 종류', apiTypeLabel(result.apiType)]);
  if (result.gamesCount !== undefined) fields.push(['게임 수', `${result.gamesCount}개`]);

  return (
    <div role="group" aria-label={label} data-success={result.success} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <p className="flex items-start gap-2 text-sm">
        {result.success ? (
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        ) : (
          <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
        )}
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-semibold">{result.success ? '성공' : '실패'}</span>
          <span className="break-words">{result.message}</span>
        </span>
      </p>
      {fields.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {fields.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {result.tokenResponse !== undefined && <CodeBlock label="토큰 응답 (JSON)" text={result.tokenResponse} />}
      {result.data !== undefined && <CodeBlock label="응답 데이터" text={result.data} />}
      {children}
    </div>
  );
}

/** A call that got no usable answer (network, 5xx): the client's Korean message. */
export function CallError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 p-3 text-sm text-danger">
      <CircleX aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
