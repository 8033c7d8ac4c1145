import { useId } from 'react';
import '../shared/base.css';
import './RelatedPosts.css';

/** An article as the page passes it: `contentHtml` already sanitised on the server. */
export interface RelatedPostData {
  id: number;
  title: string;
  excerpt: string;
  contentHtml: string;
}

export interface RelatedPostsProps {
  /** The articles; none leaves the section out. */
  posts: readonly RelatedPostData[];
  /** The section heading, when not the component's own. */
  heading?: string;
}

/** Articles about cars like this one: title, excerpt and the whole article behind "Read". */
export function RelatedPosts({ posts, heading = 'Related articles' }: RelatedPostsProps) {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section className="sr-posts" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-posts__heading">
        {heading}
      </h2>
      <ul className="sr-posts__list">
        {posts.map((post) => (
          <li key={post.id} className="sr-posts__item">
            <h3 className="sr-posts__title">{post.title}</h3>
            <p className="sr-posts__excerpt">{post.excerpt}</p>
            <details className="sr-posts__more">
              <summary>
                Read the article<span className="sr-visually-hidden">{`: ${post.title}`}</span>
              </summary>
              <div
                className="sr-posts__content"
                // Sanitised on the server (sanitizeRetailerHtml), as the description is.
                dangerouslySetInnerHTML={{ __html: post.contentHtml }}
              />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
