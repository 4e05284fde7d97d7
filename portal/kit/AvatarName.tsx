import SlAvatar from '@shoelace-style/shoelace/dist/react/avatar/index.js';
import { fileUrl } from '../../shared/kit/file-upload.ts';

/**
 * A name with its person's picture before it (a list cell): the picture only when there is one,
 * so a list of people without pictures stays as plain as before. The picture is decoration
 * (the name is beside it), loaded lazily.
 */
export function AvatarName({ path, name }: { path: string; name: string }) {
  const src = fileUrl(path);
  if (!src) return <>{name}</>;
  return (
    <span className="kit-avatar-name">
      <SlAvatar image={src} label="" loading="lazy" aria-hidden="true" data-testid="avatar-thumb" />
      <span>{name}</span>
    </span>
  );
}
