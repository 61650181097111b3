/** In the shape `supabase gen types typescript` produces, written by hand: database.types.test.ts holds it to the migrations. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      projects: {
        Row: {
          id: number;
          title: string;
          short_description: string;
          website_link: string | null;
          github_link: string | null;
          tags: string[];
        };
        Insert: {
          id?: number;
          title: string;
          short_description?: string;
          website_link?: string | null;
          github_link?: string | null;
          tags?: string[];
        };
        Update: {
          id?: number;
          title?: string;
          short_description?: string;
          website_link?: string | null;
          github_link?: string | null;
          tags?: string[];
        };
        Relationships: [];
      };
      roles: {
        Row: {
          id: number;
          company: string;
          timeframe: string;
          title: string;
          description: string;
          is_current_role: boolean;
          responsibilities: Json;
        };
        Insert: {
          id?: number;
          company: string;
          timeframe: string;
          title: string;
          description?: string;
          is_current_role?: boolean;
          responsibilities?: Json;
        };
        Update: {
          id?: number;
          company?: string;
          timeframe?: string;
          title?: string;
          description?: string;
          is_current_role?: boolean;
          responsibilities?: Json;
        };
        Relationships: [];
      };
      content_version: {
        Row: {
          id: boolean;
          version: number;
          changed_at: string;
        };
        Insert: {
          id?: boolean;
          version?: number;
          changed_at?: string;
        };
        Update: {
          id?: boolean;
          version?: number;
          changed_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

export type TableName = keyof Database['public']['Tables'];
export type Tables<T extends TableName> = Database['public']['Tables'][T]['Row'];
