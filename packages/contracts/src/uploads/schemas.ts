import '../zod-config.ts';
import { z } from 'zod';

export const ProfileImageUploadSchema = z.object({ imageUrl: z.string() });
export type ProfileImageUpload = z.infer<typeof ProfileImageUploadSchema>;
