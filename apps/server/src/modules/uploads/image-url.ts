export const imageUrl = (fileName: string) => `/api/images/${fileName}`;
