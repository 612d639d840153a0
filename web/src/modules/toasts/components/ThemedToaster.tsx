import { Toaster } from 'sonner';
import { useTheme } from '../../theme/hooks/useTheme';

export function ThemedToaster() {
  const { theme } = useTheme();
  // Above the call launcher's round button, which sits 24 px from the bottom right and is 52 px tall.
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      offset={{ bottom: 92, right: 24 }}
      mobileOffset={{ bottom: 88 }}
      richColors
      closeButton
    />
  );
}
