/** Face and object models shared by the edge and the server. */
export {};
