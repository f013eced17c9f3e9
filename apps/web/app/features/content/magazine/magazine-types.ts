import type { PostCardData, PostCategoryData } from './post-types.ts';

/** The magazine list as its page receives it (the loader's data without the SEO part). */
export type MagazineView = {
  kind: 'magazine' | 'press';
  featured: PostCardData | null;
  posts: PostCardData[];
  categories: PostCategoryData[];
  category: string | null;
  page: number;
  pages: number;
};

export type PostView = {
  post: PostCardData & { body: string; isPress: boolean };
  related: PostCardData[];
};
