/**
 * Imported first by the host: React (and every library that reads NODE_ENV) runs its production
 * build unless the environment says otherwise. React's development build renders several times
 * slower and is only wanted while developing components (Storybook sets its own mode).
 */
process.env.NODE_ENV ??= 'production';
