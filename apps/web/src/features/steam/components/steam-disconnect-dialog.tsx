import { steamMessages } from '@gameshelf/contracts';
import { ConfirmDialog } from '@gameshelf/ui';
import { useDisconnectSteam } from '../api/disconnect-steam.ts';

export const DISCONNECT_DESCRIPTION = '불러온 Steam 게임 목록이 삭제돼요. 컬렉션에 담은 게임은 그대로 남아요.';

export interface SteamDisconnectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * '정말로 Steam 연동을 해제하시겠습니까?' (spec 3 §5), loaded when 연결끊기 is first pressed; confirming
 * unlinks (success: the toast and my page; failure: 'Steam 연동 해제에 실패했습니다.').
 */
export function SteamDisconnectDialog({ open, onOpenChange }: SteamDisconnectDialogProps) {
  const disconnect = useDisconnectSteam();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={steamMessages.disconnectConfirm}
      description={DISCONNECT_DESCRIPTION}
      confirmLabel="연결끊기"
      tone="danger"
      onConfirm={() => disconnect.mutate()}
    />
  );
}
