import { PROFILE_IMAGE_MAX_BYTES } from '@gameshelf/contracts';

/** A small PNG drawn on a canvas (two flat squares), so previews are real images and pixel-stable. */
export async function makePngFile(name = 'photo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, 96, 96);
  context.fillStyle = '#fbbf24';
  context.fillRect(24, 24, 48, 48);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('toBlob failed'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** An 'image' of 6 MB: over the 5 MB limit. */
export const makeLargeImageFile = (): File =>
  new File([new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1024 * 1024)], 'large.png', { type: 'image/png' });

export const makeTextFile = (): File => new File(['안녕하세요'], 'notes.txt', { type: 'text/plain' });

/**
 * Chooses a file in the screen's (hidden) file input, as the file picker would. Goes around
 * user-event's upload, which silently drops files the `accept` attribute does not list.
 */
export function chooseFile(canvasElement: HTMLElement, file: File): void {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input on the screen.');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
