// The user's photo (POST /api/usuario/photo; the server checks the bytes and size and crops it to
// 256×256), through the shared image picker: shown round, the identity refreshed after a change.
import Avatar from '@mui/material/Avatar';
import { ImagePicker } from '../../../components/ImagePicker';
import { profileApi } from '../../../providers/profileApi';
import { useProfileT } from './useProfileT';
import { useRefreshIdentity } from './useRefreshIdentity';

const uploadPhoto = async (file: File) => {
  const res = await profileApi.uploadPhoto(file);
  return { message: res.message, url: res.foto_url };
};

export function PhotoPicker({ url, onChange }: { url: string | null; onChange(url: string | null): void }) {
  const t = useProfileT();
  const refreshIdentity = useRefreshIdentity();
  return (
    <ImagePicker
      url={url}
      t={(word, options) => t(word === 'cancel' ? 'actions.cancel' : `photo.${word}`, options)}
      upload={uploadPhoto}
      remove={profileApi.removePhoto}
      onChange={(next) => {
        onChange(next);
        refreshIdentity();
      }}
      preview={(src, alt) => (
        <Avatar src={src} alt={alt} sx={{ width: 96, height: 96 }} data-testid="profile-photo" />
      )}
      inputTestId="photo-input"
    />
  );
}
