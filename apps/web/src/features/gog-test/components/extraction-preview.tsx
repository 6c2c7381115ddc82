import { CircleAlert, CircleCheck } from 'lucide-react';
import { previewExtraction } from '../lib/extraction.ts';

/** What the server will find in the pasted text, shown live (the contract's extractGogCode). */
export function ExtractionPreview({ input }: { input: string }) {
  const preview = previewExtraction(input);
  return (
    <div aria-live="polite" className="text-sm">
      {preview.kind === 'found' && (
        <p className="flex items-start gap-2">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium">{preview.fromUrl ? '주소에서 찾은 코드' : '입력한 값을 코드로 사용'}</span>
            <code className="font-mono text-xs break-all">{preview.code}</code>
          </span>
        </p>
      )}
      {preview.kind === 'none' && (
        <p className="flex items-start gap-2">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>코드를 찾지 못했어요. 로그인 후 주소창의 전체 URL을 붙여넣어 주세요.</span>
        </p>
      )}
    </div>
  );
}
