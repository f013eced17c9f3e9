import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

type Toast = { id: number; text: string; tone: 'good' | 'bad' };
type Toaster = { notify: (text: string, tone?: 'good' | 'bad') => void };

const ToastContext = createContext<Toaster | null>(null);

/** Short confirmations announced politely to screen readers; they leave after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const notify = useCallback((text: string, tone: 'good' | 'bad' = 'good') => {
    const id = next.current++;
    setToasts((list) => [...list, { id, text, tone }]);
    setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), 4000);
  }, []);
  const value = useMemo(() => ({ notify }), [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role="status"
            className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${toast.tone === 'good' ? 'bg-stone-900' : 'bg-red-800'}`}
          >
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
