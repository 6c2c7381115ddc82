import { useNavigate } from 'react-router-dom';
import { BackHeader, Button } from '@gameshelf/ui';
import { paths } from '../config/paths.ts';

export interface StoreLibraryHeaderProps {
  title: string;
  /** 연결끊기 was pressed (the store asks for confirmation its own way). */
  onDisconnect: () => void;
  /** While the disconnect call runs. */
  disconnecting?: boolean;
  /** The pointer came near 연결끊기: a lazily loaded confirmation can start loading. */
  onDisconnectIntent?: () => void;
}

/** A store library's header (spec 3 §2.2, §2.3): back to my page, the title, and 연결끊기 on the right. */
export function StoreLibraryHeader({ title, onDisconnect, disconnecting = false, onDisconnectIntent }: StoreLibraryHeaderProps) {
  const navigate = useNavigate();
  return (
    <BackHeader
      title={title}
      onBack={() => void navigate(paths.myPage)}
      sides="text"
      rightSlot={
        <Button
          variant="ghost"
          size="compact"
          tone="danger"
          disabled={disconnecting}
          onPointerEnter={onDisconnectIntent}
          onClick={onDisconnect}
        >
          연결끊기
        </Button>
      }
    />
  );
}
