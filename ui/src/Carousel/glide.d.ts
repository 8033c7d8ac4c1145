declare module '@glidejs/glide' {
  export default class Glide {
    constructor(root: HTMLElement | string, options?: Record<string, unknown>);
    index: number;
    settings: { perView: number } & Record<string, unknown>;
    mount(extensions?: Record<string, unknown>): Glide;
    destroy(): void;
    go(pattern: string): void;
    on(event: string | string[], handler: () => void): void;
  }
}
