/** Image upload copy (spec 2 §5). */
export const uploadMessages = {
  imageTooLarge: '이미지 크기는 5MB 이하여야 합니다.',
  imageTypeOnly: '이미지 파일만 업로드할 수 있습니다.',
  imageHint: 'JPG, PNG 파일 (최대 5MB)',
  imageMissing: '업로드할 이미지 파일을 선택해주세요.',
  imageUploadFailed: '이미지 업로드에 실패했습니다. 다시 시도해주세요.',
  profileImageNotOwn: '내가 올린 사진만 프로필 사진으로 쓸 수 있습니다. 사진을 다시 올려주세요.',
} as const;
