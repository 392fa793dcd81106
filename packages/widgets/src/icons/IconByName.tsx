import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useIconCatalogue } from './useIconCatalogue.js';

export type IconByNameProps = SvgIconProps & {
  /** An icon catalogue name (`iconName` of a definition); none or an unknown one shows a neutral icon. */
  name: string | null | undefined;
};

/** Draws a catalogue icon by its stored name. While the catalogue loads, an empty box of the same size. */
export function IconByName({ name, ...props }: IconByNameProps) {
  const catalogue = useIconCatalogue();
  if (catalogue === undefined) return <SvgIcon {...props} />;
  const known = typeof name === 'string' && Object.hasOwn(catalogue, name);
  const Drawing = (known ? catalogue[name] : undefined) ?? CategoryOutlinedIcon;
  return <Drawing {...props} />;
}
