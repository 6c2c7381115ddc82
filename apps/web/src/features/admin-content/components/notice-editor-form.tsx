import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  NOTICE_SUMMARY_MAX,
  NOTICE_TITLE_MAX,
  NoticeInputSchema,
  noticeMessages,
  type Notice,
  type NoticeInput,
} from '@gameshelf/contracts';
import { noticeHtml } from '@gameshelf/contracts/notice-html';
import { Button, ConfirmDialog, Switch, Tabs, TabsContent, TabsList, TabsTrigger, TextArea, TextField, useToast } from '@gameshelf/ui';
import { Form, FormField } from '@gameshelf/ui/form';
import { NoticeBody } from '../../../components/notice-body.tsx';
import { paths } from '../../../config/paths.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { useDeleteNotice, useSaveNotice } from '../api/notices.ts';
import { noticeFormDefaults } from '../lib/notice-form.ts';
import { serverFieldError } from '../lib/server-field.ts';

const FIELDS = ['title', 'contentSummary', 'content', 'isImportant'] as const;

/** The notice editor: title, summary, markdown with a live preview (the /notices renderer), the important flag. */
export function NoticeEditorForm({ notice }: { notice: Notice | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveNotice();
  const remove = useDeleteNotice();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useContractForm(NoticeInputSchema, { defaultValues: noticeFormDefaults(notice) });
  const { control, setError } = form;
  const toList = () => void navigate(paths.adminNotices);

  const submit = (input: NoticeInput) =>
    save.mutate(
      { id: notice?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(notice ? noticeMessages.updated : noticeMessages.created);
          toList();
        },
        onError: (error) => {
          const problem = serverFieldError(error, FIELDS);
          if (problem) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
          else toast.error(error.message);
        },
      },
    );
  // The body may be hidden behind the preview tab: show it so its message is seen.
  const showRefusedBody = (errors: { content?: unknown }) => {
    if (errors.content) setTab('write');
  };
  const deleteNotice = () =>
    notice &&
    remove.mutate(notice.id, {
      onSuccess: () => {
        toast.success(noticeMessages.deleted);
        toList();
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Form form={form} onSubmit={submit} onInvalid={showRefusedBody} className="flex flex-col gap-4 px-gutter py-4">
      <FormField
        control={control}
        name="title"
        render={(field) => <TextField label="제목" {...field} maxLength={NOTICE_TITLE_MAX} enforceMaxLength={false} />}
      />
      <FormField
        control={control}
        name="contentSummary"
        render={(field) => (
          <TextField
            label="요약 (선택)"
            hint="목록과 홈 알림 띠에 보이는 한 줄이에요."
            {...field}
            value={field.value ?? ''}
            maxLength={NOTICE_SUMMARY_MAX}
            enforceMaxLength={false}
          />
        )}
      />
      <FormField
        control={control}
        name="content"
        render={(field) => (
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'preview' ? 'preview' : 'write')}>
            <TabsList aria-label="내용 편집 방식">
              <TabsTrigger value="write">작성</TabsTrigger>
              <TabsTrigger value="preview">미리보기</TabsTrigger>
            </TabsList>
            <TabsContent value="write" className="pt-3">
              <TextArea
                label="내용 (마크다운)"
                hint="제목(#), 목록(-), 표, 링크, 이미지를 쓸 수 있어요. HTML은 표시되지 않아요."
                {...field}
                rows={14}
                className="font-mono"
              />
            </TabsContent>
            <TabsContent value="preview" className="min-h-40 rounded-lg border border-border p-4">
              {field.value.trim() ? (
                <NoticeBody html={noticeHtml(field.value)} />
              ) : (
                <p className="text-sm text-muted-foreground">미리 볼 내용이 없어요.</p>
              )}
            </TabsContent>
          </Tabs>
        )}
      />
      <FormField
        control={control}
        name="isImportant"
        render={(field) => (
          <Switch
            label="중요 공지"
            description="공지사항 목록에 [중요]로 표시되고 홈 화면 알림 띠에 보여요."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <div className="flex items-center gap-2 pt-2">
        {notice && (
          <Button variant="outline" tone="danger" onClick={() => setConfirmDelete(true)} disabled={remove.isPending}>
            삭제
          </Button>
        )}
        <span className="flex-1" />
        <Button variant="secondary" onClick={toList}>
          취소
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? '저장하는 중...' : notice ? '수정 저장' : '등록'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="공지사항을 삭제할까요?"
        description="삭제한 공지사항은 되돌릴 수 없어요."
        confirmLabel="삭제"
        tone="danger"
        onConfirm={deleteNotice}
      />
    </Form>
  );
}
