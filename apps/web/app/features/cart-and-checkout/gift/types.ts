export type GiftTheme = { id: number; name: string; image: string | null };
