/**
 * Imported first by the host, before anything loads React: `react` and `react-dom/server` choose
 * their production or development build from NODE_ENV when first imported, and the development
 * build renders pages several times slower. Set it explicitly to develop components against the
 * host.
 */
process.env.NODE_ENV ??= 'production';
