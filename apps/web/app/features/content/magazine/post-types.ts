// What the magazine pages receive (built on the server by posts-view.server.ts).

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  image: { url: string; alt: string } | null;
  /** Formatted publication day, '' when unknown. */
  date: string;
  /** ISO instant of the publication, for <time dateTime>. */
  dateTime: string | null;
  category: string | null;
  featured: boolean;
  isPress: boolean;
  href: string;
};

export type PostCategoryData = { slug: string; name: string };
