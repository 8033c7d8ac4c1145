export { InformationTiles } from './InformationTiles.tsx';
export type { InformationTilesProps } from './InformationTiles.tsx';
