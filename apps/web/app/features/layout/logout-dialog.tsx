import { confirmMessages } from '@bimasetu/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '~/lib/logout';
import { ConfirmDialog } from '~/ui/confirm-dialog';

/** Asks "Are you sure you want to logout?", then ends the session and goes to /Login (§4). */
export default function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    await logout();
    setBusy(false);
    onOpenChange(false);
    navigate('/Login');
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Logout"
      description={confirmMessages.logout}
      confirmLabel="Logout"
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}
