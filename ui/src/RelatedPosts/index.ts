export { RelatedPosts } from './RelatedPosts.tsx';
export type { RelatedPostData, RelatedPostsProps } from './RelatedPosts.tsx';
