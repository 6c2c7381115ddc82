import { useMutation } from '@tanstack/react-query';
import { type DataExportFormat, endpointPath, exportMyData } from '@gameshelf/contracts';
import { download } from '../../../lib/api-download.ts';
import { saveFile } from '../lib/save-file.ts';

/** Downloads the signed-in user's data (`GET /api/users/me/export`) and hands it to the browser as a file. */
export function useDataExport({ onSaved, onError }: { onSaved: () => void; onError: (message: string) => void }) {
  return useMutation({
    mutationFn: async (format: DataExportFormat) => {
      const file = await download(endpointPath(exportMyData), { searchParams: { format } });
      saveFile(file.blob, file.fileName ?? `gameshelf-export.${format === 'csv' ? 'zip' : 'json'}`);
    },
    onSuccess: onSaved,
    onError: (error) => onError(error.message),
  });
}
